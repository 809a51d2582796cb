// What a bad webhook endpoint body is answered with, in which order: the
// create and update schemas' declared errors (the spec's five rules first),
// then the service's target policy, as the routes apply them one after the
// other. Pure: the schemas' own validators, without a server.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ApiError } from '../../src/errors.ts';
import { checkInput } from '../../src/schemas/compiled-schemas.ts';
import { EVENT_TYPES, isEventType } from '../../src/schemas/event-types.ts';
import {
  CreateWebhookEndpointBody,
  MAX_DESCRIPTION_LENGTH,
  MAX_URL_LENGTH,
  UpdateWebhookEndpointBody,
} from '../../src/schemas/webhook-endpoint.ts';
import { checkWebhookTarget, type UrlPolicy } from '../../src/services/webhook-target-policy.ts';

const strict = { allowPrivateTargets: false };
const lenient = { allowPrivateTargets: true };
const URL_OK = 'https://example.com/hooks';

/** A create body through its schema, then the URL through the target policy: what POST .../webhook_endpoints checks. */
function validateCreate(body: unknown, policy: UrlPolicy) {
  const input = checkInput(CreateWebhookEndpointBody, body);
  checkWebhookTarget(input.url, policy);
  return input;
}

/** An update body through its schema, then a given URL through the target policy: what PUT .../webhook_endpoint/{id} checks. */
function validateUpdate(body: unknown, policy: UrlPolicy) {
  const input = checkInput(UpdateWebhookEndpointBody, body);
  if (input.url !== undefined) checkWebhookTarget(input.url, policy);
  return input;
}

/** A URL as a create body's, with the target policy. */
function validateUrl(url: string, policy: UrlPolicy) {
  return validateCreate({ url, events: ['candidateAdded'] }, policy).url;
}

/** Events as a create body's. */
const validateEvents = (events: unknown) => validateCreate({ url: URL_OK, events }, strict).events;

/** The ApiError thrown by `run`, failing the test when nothing is thrown. */
function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected an error, none was thrown');
}

const messageOf = (run: () => unknown) => errorOf(run).message;

describe('a create body: the spec rules in the spec order', () => {
  const cases: Array<[string, unknown, string]> = [
    ['url missing', { events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url not a string', { url: 42, events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url relative', { url: '/hooks', events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url without scheme', { url: 'example.com/hooks', events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url empty', { url: '', events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url with spaces around', { url: ' https://example.com/ ', events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url with a newline inside', { url: 'https://exa\nmple.com/', events: ['candidateAdded'] }, 'Invalid URL format'],
    ['url http', { url: 'http://example.com/', events: ['candidateAdded'] }, 'URL must use HTTPS protocol'],
    ['url ftp', { url: 'ftp://example.com/', events: ['candidateAdded'] }, 'URL must use HTTPS protocol'],
    ['events missing', { url: URL_OK }, 'Events must be an array'],
    ['events a string', { url: URL_OK, events: 'candidateAdded' }, 'Events must be an array'],
    ['events an object', { url: URL_OK, events: { 0: 'candidateAdded' } }, 'Events must be an array'],
    ['events null', { url: URL_OK, events: null }, 'Events must be an array'],
    ['events empty', { url: URL_OK, events: [] }, 'At least one event must be specified'],
  ];
  for (const [name, body, message] of cases) {
    it(`${name} → "${message}"`, () => {
      const error = errorOf(() => validateCreate(body, strict));
      assert.equal(error.statusCode, 400);
      assert.equal(error.message, message);
    });
  }

  it('an unknown event type → exactly "Invalid events", naming the bad ones and the allowed ones in fields of their own', () => {
    const error = errorOf(() => validateCreate({ url: URL_OK, events: ['candidateAdded', 'candidateEaten', 7, 'candidateEaten'] }, strict));
    assert.equal(error.statusCode, 400);
    assert.equal(error.type, 'invalidEvents');
    assert.equal(error.message, 'Invalid events');
    assert.deepEqual(error.extra.invalid_events, ['candidateEaten', '7']);
    assert.deepEqual(error.extra.allowed_events, [...EVENT_TYPES]);
  });

  it('the url rules come before the events rules, and HTTPS before events', () => {
    assert.equal(
      messageOf(() => validateCreate({ events: 'x' }, strict)),
      'Invalid URL format',
    );
    assert.equal(
      messageOf(() => validateCreate({ url: 'http://example.com', events: [] }, strict)),
      'URL must use HTTPS protocol',
    );
    assert.equal(
      messageOf(() => validateCreate({ url: URL_OK, events: 'x', description: 5 }, strict)),
      'Events must be an array',
    );
  });

  it('a documented rule wins over our own rules (credentials, private target, description, unknown fields)', () => {
    const ours = { url: 'https://user:pass@127.0.0.1/', description: 5, enabled: false };
    assert.equal(
      messageOf(() => validateCreate({ ...ours, events: 'x' }, strict)),
      'Events must be an array',
    );
    assert.equal(
      messageOf(() => validateCreate({ ...ours, events: [] }, strict)),
      'At least one event must be specified',
    );
    assert.match(
      messageOf(() => validateCreate({ ...ours, events: ['nope'] }, strict)),
      /^Invalid events/,
    );
  });

  it("then this service's rules: URL length, the description, unknown fields, and last the URL's credentials and target", () => {
    const events = ['candidateAdded'];
    const long = `https://127.0.0.1/${'a'.repeat(MAX_URL_LENGTH)}`;
    assert.equal(
      messageOf(() => validateCreate({ url: long, events, description: 5 }, strict)),
      `URL must be at most ${MAX_URL_LENGTH} characters`,
    );
    assert.equal(
      messageOf(() => validateCreate({ url: 'https://user:pass@127.0.0.1/', events, description: 5 }, strict)),
      'Description must be a string',
    );
    assert.equal(
      messageOf(() => validateCreate({ url: URL_OK, events, description: 5, extra: 1 }, strict)),
      'Description must be a string',
    );
    assert.equal(
      messageOf(() => validateCreate({ url: URL_OK, events, description: null }, strict)),
      'Description must be a string',
    );
    const unknown = errorOf(() => validateCreate({ url: 'https://127.0.0.1/', events, enabled: false }, strict));
    assert.equal(unknown.type, 'unknownField');
    assert.match(unknown.message, /Unknown field: enabled/);
    assert.deepEqual(unknown.extra.unknown_fields, ['enabled']);
    assert.equal(
      messageOf(() => validateCreate({ url: 'https://user:pass@127.0.0.1/', events }, strict)),
      'URL must not contain credentials',
    );
    assert.equal(
      messageOf(() => validateCreate({ url: 'https://127.0.0.1/', events }, strict)),
      'URL must not point to a private or reserved address',
    );
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of [undefined, null, 'text', 42, true, [], [{ url: URL_OK }]]) {
      const error = errorOf(() => validateCreate(body, strict));
      assert.equal(error.statusCode, 400);
      assert.equal(error.message, 'Request body must be a JSON object');
    }
  });

  it('passes the body on as given: the url as written, the events as listed (the service keeps each once), the description', () => {
    const body = {
      url: 'https://Example.com:8443/a?b=c',
      events: ['companyNotePosted', 'candidateAdded', 'companyNotePosted'],
      description: 'mine',
    };
    assert.deepEqual(validateCreate(structuredClone(body), strict), body);
    assert.equal(validateCreate({ url: URL_OK, events: ['candidateAdded'] }, strict).description, undefined);
  });

  it('accepts internationalised hosts and paths, which the WHATWG URL parser delivers to', () => {
    for (const url of ['https://bücher.example/hooks', 'https://example.com/café?q=ü']) {
      assert.equal(validateUrl(url, strict), url);
    }
  });

  it('every array holding a non-event element answers "Invalid events"; every all-valid array passes', () => {
    const anyEvent = fc.constantFrom(...EVENT_TYPES);
    const notEvent = fc.anything().filter((value) => !isEventType(value));
    fc.assert(
      fc.property(fc.array(anyEvent), notEvent, fc.array(anyEvent), (before, bad, after) => {
        const message = messageOf(() => validateCreate({ url: URL_OK, events: [...before, bad, ...after] }, strict));
        return message.startsWith('Invalid events');
      }),
    );
    fc.assert(
      fc.property(fc.array(anyEvent, { minLength: 1 }), (events) => {
        const result = validateCreate({ url: URL_OK, events: [...events] }, strict);
        return result.events.length === events.length && result.events.every((e, i) => e === events[i]);
      }),
    );
  });

  it('every non-array events value answers "Events must be an array"', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !Array.isArray(value)),
        (events) => {
          return messageOf(() => validateCreate({ url: URL_OK, events }, strict)) === 'Events must be an array';
        },
      ),
    );
  });
});

describe('the URL: its schema and the target policy', () => {
  it('refuses private and reserved targets unless allowed', () => {
    for (const url of [
      'https://localhost/',
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://2130706433/',
      'https://192.168.0.10/',
      'https://169.254.169.254/',
    ]) {
      const error = errorOf(() => validateUrl(url, strict));
      assert.equal(error.message, 'URL must not point to a private or reserved address', url);
      assert.equal(error.type, 'forbiddenUrlTarget');
      assert.equal(validateUrl(url, lenient), url);
    }
  });

  it('refuses credentials even when private targets are allowed', () => {
    assert.equal(
      messageOf(() => validateUrl('https://user@example.com/', lenient)),
      'URL must not contain credentials',
    );
    assert.equal(
      messageOf(() => validateUrl('https://:secret@example.com/', lenient)),
      'URL must not contain credentials',
    );
  });

  it('refuses overly long URLs', () => {
    const long = `https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`;
    assert.equal(
      messageOf(() => validateUrl(long, strict)),
      `URL must be at most ${MAX_URL_LENGTH} characters`,
    );
  });

  it('accepts public HTTPS URLs, any case of scheme, with ports, paths and queries', () => {
    for (const url of [
      'https://example.com',
      'HTTPS://hooks.example.com/x',
      'https://example.com:8443/a/b?c=d',
      'https://8.8.8.8/',
      'https://[2606:4700:4700::1111]/',
    ]) {
      assert.equal(validateUrl(url, strict), url);
    }
  });
});

describe('the events', () => {
  it('caps how many bad names the error repeats, and keeps them out of the message', () => {
    const events = Array.from({ length: 30 }, (_, i) => `bad${i}`);
    const error = errorOf(() => validateEvents(events));
    assert.equal(error.message, 'Invalid events');
    assert.deepEqual(error.extra.invalid_events, events.slice(0, 20));
  });
});

describe('an update body', () => {
  it('accepts any subset of url, description, events, enabled and returns only what was given', () => {
    assert.deepEqual(validateUpdate({ enabled: false }, strict), { enabled: false });
    assert.deepEqual(validateUpdate({ description: '' }, strict), { description: '' });
    assert.deepEqual(validateUpdate({ url: URL_OK, events: ['candidateDeleted'] }, strict), { url: URL_OK, events: ['candidateDeleted'] });
  });

  it('applies the create rules to the fields it is given', () => {
    assert.equal(
      messageOf(() => validateUpdate({ url: 'not a url' }, strict)),
      'Invalid URL format',
    );
    assert.equal(
      messageOf(() => validateUpdate({ url: null }, strict)),
      'Invalid URL format',
    );
    assert.equal(
      messageOf(() => validateUpdate({ url: 'http://example.com/' }, strict)),
      'URL must use HTTPS protocol',
    );
    assert.equal(
      messageOf(() => validateUpdate({ url: 'https://10.0.0.1/' }, strict)),
      'URL must not point to a private or reserved address',
    );
    assert.equal(
      messageOf(() => validateUpdate({ events: 'candidateAdded' }, strict)),
      'Events must be an array',
    );
    assert.equal(
      messageOf(() => validateUpdate({ events: [] }, strict)),
      'At least one event must be specified',
    );
    assert.equal(
      messageOf(() => validateUpdate({ events: ['nope'] }, strict)),
      'Invalid events',
    );
    assert.deepEqual(errorOf(() => validateUpdate({ events: ['nope'] }, strict)).extra.invalid_events, ['nope']);
  });

  it('rejects a non-boolean enabled and a non-string description', () => {
    for (const enabled of ['true', 1, 0, null, {}]) {
      assert.equal(
        messageOf(() => validateUpdate({ enabled }, strict)),
        'Enabled must be a boolean (true or false)',
      );
    }
    for (const description of [1, null, ['a'], {}, true]) {
      assert.equal(
        messageOf(() => validateUpdate({ description }, strict)),
        'Description must be a string',
      );
    }
    const long = 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1);
    assert.equal(
      messageOf(() => validateUpdate({ description: long }, strict)),
      `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
    );
  });

  it('rejects an empty body, a non-object body and unknown fields (naming them)', () => {
    const empty = errorOf(() => validateUpdate({}, strict));
    assert.equal(empty.type, 'emptyUpdate');
    assert.equal(empty.message, 'Request body must contain at least one field: url, description, events, enabled, rate_limit, headers');
    assert.equal(
      messageOf(() => validateUpdate([], strict)),
      'Request body must be a JSON object',
    );
    assert.equal(
      messageOf(() => validateUpdate(undefined, strict)),
      'Request body must be a JSON object',
    );
    const unknown = errorOf(() => validateUpdate({ status: 'paused', enabled: true, secret: 'x' }, strict));
    assert.equal(unknown.type, 'unknownField');
    assert.equal(unknown.message, 'Unknown fields: status, secret. Allowed fields: url, description, events, enabled, rate_limit, headers');
    assert.deepEqual(unknown.extra.unknown_fields, ['status', 'secret']);
  });
});
