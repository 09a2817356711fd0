/**
 * `--param KEY=VALUE` as the wizard's form of extra parameters takes them: the form's fields are
 * made from the controller's own reference (spec 4.2 `GET /access_points/ext_parameters`), so the
 * keys allowed and each one's type are read from it, with the same core functions the flows use
 * (core/access-points/ext-parameter-form.ts, core/flows/form-fields.ts). A KEY the form lacks is
 * refused here, naming the keys it has; a value is typed by its field (a number, true or false,
 * or text) and otherwise left as typed, for the form to refuse at its field.
 */
import { z } from 'zod';
import type { FormField } from '../../shared/ipc/flow.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { ControllerClient } from '../../core/client/controller-client';
import type { AccessPointView } from '../../core/access-points/access-point-reading';
import {
  parameterShape,
  parametersFor,
  parameterValues,
  PARAM_PREFIX,
  type ExtParameterRef,
} from '../../core/access-points/ext-parameter-form';
import { formFields } from '../../core/flows/form-fields';
import { AccessPointsUsageError, type ParamGiven } from './access-points-options';

/** The extra parameters of a kind (all of them for an automation) and their form fields. */
export interface ParameterForm {
  parameters: ExtParameterRef[];
  fields: FormField[];
}

/** Reads the controller's reference and makes the fields of `kind` (none: an automation). */
export async function parameterForm(
  client: ControllerClient,
  kind: string | undefined,
): Promise<ParameterForm> {
  const reference = (await client.api.accessPoints.extParameters()).data;
  const parameters = parametersFor(reference, kind);
  // Sections only title the fields, and a command line names parameters by key.
  const fields = formFields(z.object(parameterShape(parameters, [])));
  return { parameters, fields };
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function typed(field: FormField, text: string): JsonValue {
  if (field.kind === 'number') return NUMBER.test(text) ? Number(text) : text;
  if (field.kind === 'boolean') {
    const lower = text.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
  }
  return text;
}

/**
 * The form's answer of the `--param`s given (`param_<key>`: value), or an
 * AccessPointsUsageError naming the keys the form has. `subject` words the refusal ("a turnstile
 * access point", "an automation").
 */
export function paramAnswer(
  given: readonly ParamGiven[] = [],
  form: ParameterForm,
  subject: { en: string; ru: string },
): Record<string, JsonValue> {
  const answer: Record<string, JsonValue> = {};
  for (const { key, value } of given) {
    const field = form.fields.find((f) => f.name === PARAM_PREFIX + key);
    if (!field) {
      const keys = form.parameters.map((p) => p.name);
      const allowed = keys.length > 0 ? keys.join(', ') : '-';
      throw new AccessPointsUsageError('param_unknown', {
        en: `--param ${key} is not a parameter of ${subject.en} on this controller. Allowed keys: ${allowed}.`,
        ru: `--param ${key}: такого параметра нет (${subject.ru} на этом контроллере). Допустимые ключи: ${allowed}.`,
      });
    }
    answer[field.name] = typed(field, value);
  }
  return answer;
}

/**
 * The values a change starts from, as the wizard's form shows them: what the record holds (an
 * access point's with the reference's defaults; an automation's as given, since the controller
 * replaces an automation whole and keeps no defaults).
 */
export function currentValues(
  form: ParameterForm,
  record: AccessPointView,
  automation: boolean,
): Record<string, JsonValue> {
  return parameterValues(form.parameters, record.extParameters, !automation);
}
