/**
 * The password wizard's form: the login (the factory one by default), the new password twice,
 * never the factory password again. Its own module so `turnkey password --help` derives its
 * options without loading the flow and the client.
 */
import { z } from 'zod';
import { localizedRule } from '../flows/form-errors';
import { FACTORY_ACCOUNT } from './factory-credentials';
import { PASSWORD_WORDS } from './password.words';

export const passwordForm = z
  .object({
    login: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .default(FACTORY_ACCOUNT.login)
      .meta({ label: PASSWORD_WORDS.login, placeholder: 'admin' }),
    password: z.string().min(8).max(128).meta({
      label: PASSWORD_WORDS.newPassword,
      hint: PASSWORD_WORDS.passwordHint,
      widget: 'password',
    }),
    repeat: z.string().min(1).meta({
      label: PASSWORD_WORDS.newPasswordAgain,
      widget: 'password',
    }),
  })
  .refine(
    (form) => form.password === form.repeat,
    localizedRule(PASSWORD_WORDS.twoPasswordsDiffer, ['repeat']),
  )
  .refine(
    (form) => form.password !== FACTORY_ACCOUNT.password,
    localizedRule(PASSWORD_WORDS.isFactoryPassword, ['password']),
  );
