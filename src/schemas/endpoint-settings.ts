// An endpoint's settings: fields of the endpoint's create and update bodies
// and of its responses, which the service stores together as one JSON object
// in the endpoint's `settings` column and the delivery engine reads with each
// batch (as the endpoint target's `settings`).
//
// Why one place: a setting is declared once here (its request schema, its
// view, its error, its default), and the bodies, the responses, the stored
// column, the OpenAPI document and the engine all follow; a new setting (a
// payload transformation, say) adds an entry here and the code that acts on
// it, no column, migration or repository change. docs/webhooks.md,
// "Extending the engine", counts the files.
//
// Every setting is nullable, and null is its default: "null removes it" in an
// update, as the API has always said of rate_limit. An update patches the
// stored object (webhook-endpoints-repository.ts), so two updates of
// different settings never undo each other.
import { Type, type Static, type TOptional } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { boundedMemo } from '../bounded-memo.ts';
import { badRequest } from '../errors.ts';
import { Nullable } from './common.ts';
import type { ErrorRule } from './validation-errors.ts';

/** The bounds of an endpoint's rate limit, in deliveries per second. */
export const MIN_RATE_LIMIT = 1;
export const MAX_RATE_LIMIT = 1000;

const RATE_LIMIT_DESCRIPTION =
  `Deliveries per second at most (${MIN_RATE_LIMIT} to ${MAX_RATE_LIMIT}), measured at the receiver: no one-second window holds more. ` +
  'Deliveries waiting for their turn stay pending with the time they go as next_attempt_at; null: no limit';
const rateLimitValue = () => Type.Integer({ minimum: MIN_RATE_LIMIT, maximum: MAX_RATE_LIMIT });

/** The settings, each with what a request may give, what a response shows, and what a bad value is answered with. */
const SETTINGS = {
  rate_limit: {
    input: Type.Union([rateLimitValue(), Type.Null()], { description: RATE_LIMIT_DESCRIPTION, examples: [10] }),
    view: Nullable(rateLimitValue(), RATE_LIMIT_DESCRIPTION),
    // A union fails as a whole (anyOf), whichever branch the value missed.
    invalid: {
      keywords: ['anyOf'],
      type: 'invalidRateLimit',
      message: `Rate limit must be an integer from ${MIN_RATE_LIMIT} to ${MAX_RATE_LIMIT} (deliveries per second), or null for none`,
    },
  },
} as const;

type SettingName = keyof typeof SETTINGS;
export const ENDPOINT_SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** The settings as a response shows them and the engine reads them: every one present, null when not set. */
export type EndpointSettings = { [K in SettingName]: Static<(typeof SETTINGS)[K]['view']> };
/** The settings a create or update body may give. */
export type EndpointSettingsInput = { [K in SettingName]?: Static<(typeof SETTINGS)[K]['input']> };

/** The settings' fields of a create or update body, each optional. */
export const settingsInputFields = Object.fromEntries(
  ENDPOINT_SETTING_NAMES.map((name) => [name, Type.Optional(SETTINGS[name].input)]),
) as { [K in SettingName]: TOptional<(typeof SETTINGS)[K]['input']> };

/** The settings' fields of an endpoint in a response. */
export const settingsViewFields = Object.fromEntries(ENDPOINT_SETTING_NAMES.map((name) => [name, SETTINGS[name].view])) as {
  [K in SettingName]: (typeof SETTINGS)[K]['view'];
};

/** What a bad value of each setting is answered with (validation-errors.ts). */
export const settingsErrorRules: ErrorRule[] = ENDPOINT_SETTING_NAMES.map((name) => {
  const { keywords, type, message } = SETTINGS[name].invalid;
  return { property: name, keywords, error: () => badRequest(type, message) };
});

const NONE: EndpointSettings = Object.freeze(Object.fromEntries(ENDPOINT_SETTING_NAMES.map((name) => [name, null])) as EndpointSettings);

/** The settings a validated body gives, as the object to merge into the stored one (null: back to the default); undefined when it gives none. */
export function settingsPatchOf(body: EndpointSettingsInput): Partial<EndpointSettings> | undefined {
  let patch: Partial<EndpointSettings> | undefined;
  for (const name of ENDPOINT_SETTING_NAMES) {
    if (body[name] !== undefined) (patch ??= {})[name] = body[name];
  }
  return patch;
}

/** The stored column of a new endpoint: the settings its body gives, nulls left out. */
export function storedSettingsOf(body: EndpointSettingsInput): string {
  const stored: Partial<EndpointSettings> = {};
  for (const name of ENDPOINT_SETTING_NAMES) if (body[name] != null) stored[name] = body[name];
  return JSON.stringify(stored);
}

/**
 * The settings in a stored column. Each was checked when it was written; a
 * value this version does not accept (stored by a later one, say) reads as
 * not set, and a column that is not a JSON object as no settings.
 * Remembered: every batch of the engine and every endpoint of a listed page
 * reads the column, and an endpoint's settings rarely change. Shared, so frozen.
 */
export const settingsFromStored: (stored: string) => EndpointSettings = boundedMemo(
  (stored: string) => Object.freeze(readSettings(stored)),
  1024,
);

function readSettings(stored: string): EndpointSettings {
  let object: unknown;
  try {
    object = JSON.parse(stored);
  } catch {
    return NONE;
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return NONE;
  const settings = { ...NONE } as Record<SettingName, unknown>;
  for (const name of ENDPOINT_SETTING_NAMES) {
    const value = (object as Record<string, unknown>)[name];
    if (value !== undefined && Value.Check(SETTINGS[name].view, value)) settings[name] = value;
  }
  return settings as EndpointSettings;
}
