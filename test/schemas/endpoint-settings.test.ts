// An endpoint's settings (src/schemas/endpoint-settings.ts): what a body
// gives becomes the stored object or a patch of it, and a stored object reads
// back with every setting present, whatever was stored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import {
  ENDPOINT_SETTING_NAMES,
  settingsFromStored,
  settingsInputFields,
  settingsPatchOf,
  settingsViewFields,
  storedSettingsOf,
} from '../../src/schemas/endpoint-settings.ts';
import { CreateWebhookEndpointBody, WebhookEndpointSchema } from '../../src/schemas/webhook-endpoint.ts';

describe('endpoint settings', () => {
  it('are fields of the create body and of the endpoint shown, each under its own name', () => {
    for (const name of ENDPOINT_SETTING_NAMES) {
      assert.ok(name in CreateWebhookEndpointBody.properties, `${name} in the create body`);
      assert.ok(!(CreateWebhookEndpointBody.required as string[] | undefined)?.includes(name), `${name} may be left out`);
      assert.ok(WebhookEndpointSchema.required?.includes(name), `${name} always shown`);
    }
    assert.deepEqual(Object.keys(settingsInputFields), ENDPOINT_SETTING_NAMES);
    assert.deepEqual(Object.keys(settingsViewFields), ENDPOINT_SETTING_NAMES);
  });

  it('store what a new endpoint gives, leaving out nulls', () => {
    assert.equal(storedSettingsOf({ rate_limit: 10 }), '{"rate_limit":10}');
    assert.equal(storedSettingsOf({ rate_limit: null }), '{}');
    assert.equal(storedSettingsOf({}), '{}');
  });

  it('patch only what an update gives, null included (back to the default)', () => {
    assert.deepEqual(settingsPatchOf({ rate_limit: 5 }), { rate_limit: 5 });
    assert.deepEqual(settingsPatchOf({ rate_limit: null }), { rate_limit: null });
    assert.equal(settingsPatchOf({}), undefined);
  });

  it('read every setting, null where none is stored or the stored value is not one this version accepts', () => {
    assert.deepEqual(settingsFromStored('{"rate_limit":25}'), { rate_limit: 25 });
    assert.deepEqual(settingsFromStored('{}'), { rate_limit: null });
    assert.deepEqual(settingsFromStored('{"rate_limit":null,"later":true}'), { rate_limit: null });
    assert.deepEqual(settingsFromStored('{"rate_limit":5000}'), { rate_limit: null }, 'out of bounds');
    assert.deepEqual(settingsFromStored('{"rate_limit":"7"}'), { rate_limit: null }, 'not an integer');
    for (const broken of ['not json', '[1]', 'null', '7']) assert.deepEqual(settingsFromStored(broken), { rate_limit: null }, broken);
  });

  it('read as one shared, frozen object per stored text, valid as the view says', () => {
    const read = settingsFromStored('{"rate_limit": 3}');
    assert.equal(settingsFromStored('{"rate_limit": 3}'), read);
    assert.ok(Object.isFrozen(read));
    for (const name of ENDPOINT_SETTING_NAMES) assert.ok(Value.Check(settingsViewFields[name], read[name]), name);
  });
});
