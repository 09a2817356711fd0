/**
 * `controller:view`: what the controller view shows, read from main rather than
 * kept only in the page, so it is current (trust against the known controllers now, the session
 * main holds) and survives a reload of the page. Identity is the certificate (D14); the firmware
 * era and capabilities come from core's detection once logged in (D11, D12, spec 9).
 */
import { z } from 'zod';
import { defineChannel } from './channel';
import { certificateInfo, controllerId, controllerSummary } from './controller.schema';
import { capabilities, sessionUser } from './session.schema';

export const controllerView = defineChannel('controller:view', () => ({
  input: z.strictObject({ controllerId }),
  output: z.strictObject({
    summary: controllerSummary,
    certificate: certificateInfo,
    /** Present while main holds a session with it. */
    session: z.strictObject({ ...sessionUser.shape, capabilities }).optional(),
    /** The login whose password the OS keychain keeps for it (never the password itself). */
    rememberedLogin: z.string().optional(),
  }),
}));
