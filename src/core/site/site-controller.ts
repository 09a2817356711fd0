/**
 * A controller as its site keeps it (`controllers.json`): what identifies it and where it was
 * seen, without what is read live when the site is shown (trust, a saved password, a session).
 */
import { z } from 'zod';
import { siteController } from '../../shared/ipc/site.schema';

export const storedController = siteController.omit({
  trust: true,
  passwordSaved: true,
  session: true,
  state: true,
});
export type StoredController = z.infer<typeof storedController>;

export const controllersFile = z.strictObject({
  version: z.literal(1),
  controllers: z.array(storedController),
});
export type ControllersFile = z.infer<typeof controllersFile>;

export const siteFile = z.strictObject({
  version: z.literal(1),
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteFile = z.infer<typeof siteFile>;

/** How many addresses a controller's history keeps (newest first). */
export const ADDRESS_HISTORY = 16;
