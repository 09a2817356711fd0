/**
 * `--param KEY=VALUE` as the wizard's form of extra parameters takes them: the form's fields are
 * made from the controller's own reference (spec 4.2 `GET /access_points/ext_parameters`), so the
 * keys allowed and each one's type are read from it, with the same core functions the flows use
 * (core/access-points/ext-parameter-form.ts, core/flows/form-fields.ts). A KEY the form lacks is
 * refused here, naming the keys it has; a value not of its field's type (a number, true or false,
 * one of the values allowed) is refused here with the type and range the controller takes, and
 * one of its type is left for the form to check at its field (a number out of range).
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
const WHOLE = /^[-+]?\d+$/;

type Words = { en: string; ru: string };

function bounds(parameter: ExtParameterRef | undefined): Words {
  const { min, max } = parameter ?? {};
  if (min !== undefined && max !== undefined)
    return { en: ` ${min}..${max}`, ru: ` ${min}..${max}` };
  if (min !== undefined) return { en: ` of at least ${min}`, ru: ` не меньше ${min}` };
  if (max !== undefined) return { en: ` of at most ${max}`, ru: ` не больше ${max}` };
  return { en: '', ru: '' };
}

/** What a field of this kind takes, in words, when `text` is not of its type; else undefined. */
function expected(
  field: FormField,
  parameter: ExtParameterRef | undefined,
  text: string,
): Words | undefined {
  if (field.kind === 'number') {
    const whole = parameter?.type === 'integer';
    if ((whole ? WHOLE : NUMBER).test(text)) return undefined;
    const range = bounds(parameter);
    return whole
      ? { en: `a whole number${range.en}`, ru: `целым числом${range.ru}` }
      : { en: `a number${range.en}`, ru: `числом${range.ru}` };
  }
  if (field.kind === 'boolean') {
    return /^(true|false)$/i.test(text) ? undefined : { en: 'true or false', ru: 'true или false' };
  }
  if (field.kind === 'select' && field.options) {
    const values = field.options.map((o) => String(o.value));
    if (values.includes(text)) return undefined;
    return { en: `one of ${values.join(', ')}`, ru: `одним из: ${values.join(', ')}` };
  }
  return undefined;
}

function typed(field: FormField, text: string): JsonValue {
  if (field.kind === 'number') return Number(text);
  if (field.kind === 'boolean') return text.toLowerCase() === 'true';
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
    // A value of the wrong type is said here with the type and range the controller takes: the
    // form would only see it missing (docs/decisions.md, "Hard edges of the command line").
    const parameter = form.parameters.find((p) => p.name === key);
    const wanted = expected(field, parameter, value);
    if (wanted) {
      const title = parameter?.title ?? key;
      throw new AccessPointsUsageError('values_refused', {
        en: `--param ${key} (${title}) must be ${wanted.en}, not ${value || '""'}.`,
        ru: `--param ${key} (${title}) должен быть ${wanted.ru}, а не ${value || '""'}.`,
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
