// Types of the recruiting-api HTTP API, generated from its OpenAPI document.
// Do not edit: run `npm run openapi:types` after changing a route or a schema.
export interface paths {
    "/v3/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Returns a session token. A user who already holds a valid session token gets that same token back.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out
         * @description Invalidates the session token of the request. Called with a PAT it changes nothing (signed_out false): a PAT is not invalidated by sign-out.
         */
        get: operations["signOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description No authentication. 503 with the same fields when the database cannot be reached, or cannot take writes.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's companies */
        get: operations["listCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user who owns the token, or another user by id
         * @description Without user_id: the caller. With user_id: that user when it is the caller or a member of one of its companies; 404 userNotFound otherwise.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller and the companies it belongs to */
        get: operations["getUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's API keys
         * @description The personal access tokens of the caller that are not revoked, oldest first; never the tokens themselves. Works with either kind of token.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Answers 201 with the token, shown this once. Needs a session token from POST /v3/signin: with an API key it answers 403 sessionRequired, so a leaked key cannot mint or revoke keys. 400 invalidName unless the name is 1 to 100 characters; 429 quotaExceeded when the caller already holds 50 keys that are not revoked.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/user/api_key/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description The key stops working at once (401 revokedAccessToken). Needs a session token from POST /v3/signin: with an API key it answers 403 sessionRequired, so a leaked key cannot mint or revoke keys. 404 apiKeyNotFound for another user's key, an unknown id or a key already revoked.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/event_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the event types, with their schemas and examples
         * @description The ten event types a webhook endpoint can subscribe to: what each means, the JSON Schema of its payload (the same as the `webhooks` section of this document, with every named schema written out) and an example payload. No authentication. The same events as an AsyncAPI 3.0 document: GET /v3/asyncapi.json.
         */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a company the caller is a member of */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's webhook endpoints
         * @description The endpoints the caller owns in this company, oldest first. Allowed on any plan: while the company is not on Pro its endpoints receive nothing, but it can still list, read and delete them.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Answers 201 with the endpoint and its full `secret`, shown this once, and a Location header. 400 messages, checked in this order: "Invalid URL format", "URL must use HTTPS protocol", "Events must be an array", "At least one event must be specified", "Invalid events" (the unknown names in `invalid_events`, the allowed ones in `allowed_events`); then the URL length, the description, the rate limit (invalidRateLimit: an integer from 1 to 1000, or null), the custom headers (invalidHeaders) and unknown fields (`unknown_fields`), as the body schema says; last, the URL must not contain credentials nor point to a private or reserved address. 429 "Quota exceeded" when the owner already has 10 endpoints in the company. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description 404 webhookEndpointNotFound for unknown ids and for endpoints of other companies or owners. Allowed on any plan: while the company is not on Pro its endpoints receive nothing, but it can still list, read and delete them.
         */
        get: operations["getWebhookEndpoint"];
        /**
         * Update a webhook endpoint
         * @description Any subset of url, description, events, enabled, rate_limit, headers; omitted fields keep their value (rate_limit null removes the limit; headers replaces every custom header, null or {} removes them). url, events, rate_limit and headers follow the create rules. Legacy endpoints are read-only (403 legacyEndpointReadOnly). Needs the Pro plan (403 proPlanRequired otherwise).
         */
        put: operations["updateWebhookEndpoint"];
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its pending deliveries are dropped. Legacy endpoints are read-only (403 legacyEndpointReadOnly). Allowed on any plan: while the company is not on Pro its endpoints receive nothing, but it can still list, read and delete them.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a webhook endpoint
         * @description No deliveries while paused. Pausing a paused endpoint returns it unchanged. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["pauseWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused webhook endpoint
         * @description Deliveries resume: the events made while it was paused were held for it and now go out in order, unless the optional body says `{"discard_held": true}`, which cancels them instead. Resuming an active endpoint returns it unchanged. With `"dry_run": true` nothing changes and the answer is `{dry_run: true, deliveries, more}`: how many held deliveries the resume would send (or, with discard_held, cancel). 400 invalidDiscardHeld, invalidDryRun, unknownField, invalidBody. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["resumeWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description Newest first (`order=oldest`: oldest first), `limit` per page (default 50, at most 200); `next_cursor` goes on, `previous_cursor` (as `before`) goes back. Filters: `status`, `event_type`, `status_code` (of the latest attempt), `event_id` (the payload's `_id`), `since` (inclusive) and `until` (exclusive) on the time the delivery was made. With `event_type`, `status_code`, or a `status` other than failed or cancelled, one request looks at 2 000 deliveries at most: a page may then hold fewer than `limit` (even none) with a cursor to go on from. A pending delivery says in `waiting` what holds it back (a paused or disabled endpoint, an earlier delivery of the queue). 400 invalidLimit, invalidCursor, invalidStatus, invalidEventType, invalidStatusCode, invalidEventId, invalidOrder, invalidDate, unknownParameter. Allowed on any plan.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery with its payload and attempts
         * @description `payload` is the body exactly as signed and sent; `attempts` (oldest first, the latest 100) show what each attempt got back. 404 deliveryNotFound for ids of other endpoints. Allowed on any plan.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/delivery/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a finished delivery again
         * @description Queues a failed, cancelled or succeeded delivery for a new series of attempts: same `_id`, same bytes, sent in order with the endpoint's other deliveries. Answers 202 with the delivery, now pending. 409 deliveryNotFinished while it is pending. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the failed and cancelled deliveries of a time window again
         * @description Queues again every failed or cancelled delivery of the endpoint made at or after `since` and before `until` (default: now), in event order (cancelled: those of a company that left the Pro plan). At most 10 000 per request, in batches: call again for the rest. Answers 202 `{requeued}`. With `dry_run: true` it queues nothing and answers 200 `{dry_run: true, deliveries, more}`: how many it would queue now, and whether more are left for another request. 400 invalidDate, invalidDryRun, unknownField, invalidBody. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to the endpoint
         * @description Queues, now and whatever the endpoint subscribes to, an example event of `event_type` (default: its first subscribed type), signed like any delivery. Its payload carries `"test": true` and example data (the real company and the caller as acting_user). It appears in the delivery list like any other. Answers 202 with the delivery and a Location header. Test events and receiver checks count against the company's allowance (WEBHOOK_TEST_RATE_LIMIT, 20 per minute by default): beyond it 429 tooManyWebhookTests, with Retry-After. 400 invalidEventType, unknownField, invalidBody. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["sendTestWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the endpoint's signing secret
         * @description Answers with the new secret, shown this once. For `overlap_hours` (default 24, at most 168; 0: none) every delivery is signed with both secrets (X-Hook-Signature with the new, X-Hook-Signature-Previous with the old, and both `v1,` signatures in webhook-signature); then the old secret is erased. Legacy endpoints are read-only (403 legacyEndpointReadOnly). 400 invalidOverlap, unknownField, invalidBody. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's events
         * @description Every event of the company made in the last `EVENTS_RETENTION_DAYS` (default 30), whether or not an endpoint received it, newest first, with the `_id` its deliveries carry and the payload exactly as they carry it. `limit` per page (default 50, at most 200), `next_cursor` to go on. Filters: `type`, `since` (inclusive) and `until` (exclusive) on the time the event was made. With `type`, or for a partner, one request looks at 2 000 events at most: a page may then hold fewer than `limit` (even none) with a next_cursor to go on from. A partner sees the events its endpoints would receive: the types they subscribe to, made since it became a member. Test events are not listed. 400 invalidLimit, invalidCursor, invalidEventType, invalidDate, unknownParameter. Needs the Pro plan (403 proPlanRequired otherwise).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery health
         * @description Its attempts over `window` (24h, the default: per hour; 7d: per 6 hours, UTC), successes (a 2xx) and failures; the median and 95th percentile response time of the attempts that got an answer; and a verdict: "healthy", "failing since <time>" (every attempt since then failed) or "disabled: <reason>". 400 invalidWindow, unknownParameter. Allowed on any plan.
         */
        get: operations["getWebhookEndpointStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that the endpoint's receiver verifies what it gets
         * @description Sends now, whatever the endpoint subscribes to and whether or not it is paused or disabled, four test deliveries of its first subscribed event type (`"test": true`), with its custom headers: `valid`, correctly signed, which a correct receiver accepts (a 2xx); and three it refuses (any other status): `wrong_signature`, signed with another secret; `old_timestamp`, correctly signed an hour ago; `replay`, the valid one again with the same webhook-id, timestamp, signatures and body. Answers with what the receiver answered to each and whether that is what a correct receiver does. Nothing is queued or stored: the check is not in the delivery log and does not move the stats. Each request waits at most 10 s (or WEBHOOK_TIMEOUT_MS if shorter). Needs the Pro plan. Checks and test events count against the company's allowance (WEBHOOK_TEST_RATE_LIMIT, 20 per minute by default): beyond it 429 tooManyWebhookTests, with Retry-After; while too many checks wait their turn on the server, 429 receiverChecksBusy.
         */
        post: operations["checkWebhookReceiver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hiring pipelines
         * @description Every pipeline keyed by its id, each with its stages in order. Candidates move between the stages of their position's pipeline.
         */
        get: operations["listPipelines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List positions
         * @description The positions of the company, oldest first (sort=created) or least recently changed first (sort=updated), optionally only those in one state or changed since a time; paged with page and page_size (at most 50), whole without them.
         */
        get: operations["listPositions"];
        put?: never;
        /**
         * Create a position
         * @description The position starts in state draft with the default pipeline. Emits companyPositionAdded. Answers 200, as the original answers its creates, with a Location header. Fields this service does not know are ignored.
         */
        post: operations["createPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a position */
        get: operations["getPosition"];
        /**
         * Update a position
         * @description Partial update: omitted fields keep their value, null clears an optional field. Emits companyPositionUpdated when a value really changes.
         */
        put: operations["updatePosition"];
        post?: never;
        /**
         * Delete a position
         * @description Deletes the position with its candidates and their notes, messages, background checks and questionnaires. Emits companyPositionDeleted only.
         */
        delete: operations["deletePosition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the state of a position
         * @description Any state may follow any other. Emits companyPositionStateUpdated when the state really changes; setting the current state answers 200 and emits nothing.
         */
        put: operations["setPositionState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the candidates of a position
         * @description Oldest first (sort=created) or least recently changed first (sort=updated), optionally only those changed since a time; paged with page and page_size (at most 50), whole without them.
         */
        get: operations["listCandidates"];
        put?: never;
        /**
         * Add a candidate to a position
         * @description The original's candidate body: every field is kept, custom_attributes, education and work_history as their own routes keep them; fields this service does not know are ignored. The candidate starts in stage applied. Emits candidateAdded. Answers 200, as the original does, with a Location header.
         */
        post: operations["createCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/candidates/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the company's candidates by email address
         * @description Every candidate of every position of the company whose email_address is the one given, compared whole and without regard to case, each with its `position`; oldest first, a plain array (empty when none).
         */
        get: operations["searchCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a candidate */
        get: operations["getCandidate"];
        /**
         * Update a candidate
         * @description Partial update: omitted fields keep their value, null clears an optional field; custom_attributes sets the attributes it names, education and work_history replace the lists. Fields this service does not know are ignored. Emits no event (there is no candidate-updated event type).
         */
        put: operations["updateCandidate"];
        post?: never;
        /**
         * Delete a candidate
         * @description Deletes the candidate with its notes, messages, background checks, questionnaires, resume, documents, custom attributes, education, work history and scorecards. Emits candidateDeleted only.
         */
        delete: operations["deleteCandidate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/custom-attribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add or update a custom attribute of a candidate
         * @description `{name, value, secure}`: adds the attribute, or sets the value of the one of that name. Answers the candidate with its custom_attributes. Changes the candidate's updated_date; emits no event.
         */
        put: operations["setCandidateCustomAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a candidate to another position
         * @description To `target_position_id` of the same company, in `target_stage_id` of its pipeline, with its notes, messages, background checks, questionnaires, files, custom attributes, education, work history and scorecards; the candidate keeps its id. Emits candidateStatusUpdated with the new position and stage (stage_was: the stage it left). To its own position: a stage change.
         */
        post: operations["moveCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a candidate to another stage
         * @description stage_id must be a stage of the position's pipeline (400 invalidStage otherwise). Emits candidateStatusUpdated when the stage really changes.
         */
        put: operations["setCandidateStage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The candidate's activity
         * @description Newest first: its stage changes (candidateStatusUpdated: the stage left and the new one with their types, status_was and status, reason, the acting user, when it entered each), its notes, messages and files, and its entry into the position (candidateAdded, last). Paged with page and page_size (at most 50), whole without them.
         */
        get: operations["getCandidateStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team notes on a candidate
         * @description Oldest first.
         */
        get: operations["listNotes"];
        put?: never;
        /**
         * Post a team note on a candidate
         * @description The caller is the author. Emits companyNotePosted. Answers 200, as the original answers its creates.
         */
        post: operations["createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/note/{note_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a team note
         * @description Any member of the company may edit a note. Emits companyNoteUpdated when the body really changes.
         */
        put: operations["updateNote"];
        post?: never;
        /**
         * Delete a team note
         * @description Any member of the company may delete a note. Emits companyNoteDeleted.
         */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the candidate's resume */
        get: operations["downloadCandidateResume"];
        put?: never;
        /**
         * Upload the candidate's resume
         * @description multipart/form-data with one file part (clients of the original name it `file` or `data`). Replaces the resume the candidate had. Answers 204 with no body, as the original does (the candidate's `resume` shows it; GET …/resume downloads it). Changes the candidate's updated_date; emits no event (the event types have none for it).
         */
        post: operations["uploadCandidateResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the candidate's documents
         * @description Oldest first; the resume is not among them (it has its own operations).
         */
        get: operations["listCandidateDocuments"];
        put?: never;
        /**
         * Upload a document of the candidate
         * @description multipart/form-data with one file part (clients of the original name it `data`): a cover letter, a portfolio, a certificate... Changes the candidate's updated_date; emits no event.
         */
        post: operations["uploadCandidateDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/document/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document of the candidate */
        get: operations["downloadCandidateDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document of the candidate
         * @description Changes the candidate's updated_date; emits no event.
         */
        delete: operations["deleteCandidateDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/education": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add or update an education entry of a candidate
         * @description Adds the school, or replaces the entry of the same school_name (compared without regard to case). Answers the candidate with its education and work history; changes its updated_date; emits no event.
         */
        put: operations["putCandidateEducation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/education/{education_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an education entry of a candidate
         * @description The whole entry, by its _id (404 educationNotFound); 400 duplicateEducation when another entry has that school_name. Answers the candidate with its education and work history; changes its updated_date; emits no event.
         */
        put: operations["replaceCandidateEducation"];
        post?: never;
        /**
         * Delete an education entry of a candidate
         * @description 404 educationNotFound when the candidate has no such entry. Answers the candidate with its education and work history; changes its updated_date; emits no event.
         */
        delete: operations["deleteCandidateEducation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/work-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add or update a work history entry of a candidate
         * @description Adds the job, or replaces the entry of the same company_name and title (compared without regard to case). Answers the candidate with its education and work history; changes its updated_date; emits no event.
         */
        put: operations["putCandidateWorkHistory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/work-history/{work_history_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a work history entry of a candidate
         * @description The whole entry, by its _id (404 workHistoryNotFound); 400 duplicateWorkHistory when another entry has that company_name and title. Answers the candidate with its education and work history; changes its updated_date; emits no event.
         */
        put: operations["replaceCandidateWorkHistory"];
        post?: never;
        /**
         * Delete a work history entry of a candidate
         * @description 404 workHistoryNotFound when the candidate has no such entry. Answers the candidate with its education and work history; changes its updated_date; emits no event.
         */
        delete: operations["deleteCandidateWorkHistory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/scorecards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the scorecards of a candidate
         * @description One per member who scored the candidate, oldest first; a plain array (empty when none).
         */
        get: operations["listCandidateScorecards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the caller's scorecard of a candidate
         * @description `{score, note}`: adds the caller's scorecard, or replaces its score and note. 400 addCandidateScorecardMissingScore, addCandidateScorecardScoreInvalid. A new scorecard or another score changes the candidate's overall_score and moves its updated_date; a note alone does neither. Emits no event.
         */
        put: operations["setCandidateScorecard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidates/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a candidate to a position from a resume
         * @description multipart/form-data: the resume as the one file part, and any of name, email_address, phone_number, summary, origin as text parts. Fields not sent are read from the resume where its text is read (plain text, DOCX, ODT, and PDF: its first 3 pages), within 10 seconds (a resume not read in that time gives nothing); Word 97-2003, RTF and images are kept but not read, and with name, email_address and phone_number all sent the resume is not read at all. A name is required from one or the other (400 unreadableResume). The position is looked up before the file is read (404). The resume is kept as the candidate's. The candidate starts in stage applied. Emits candidateAdded. Answers 200, as the original answers a candidate's create, with a Location header.
         */
        post: operations["createCandidateFromResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The conversation with a candidate
         * @description Every message, outbound and inbound, oldest first, each with its email delivery status. Emits no event.
         */
        get: operations["getConversation"];
        put?: never;
        /**
         * Send a message to a candidate
         * @description Adds a message from the caller to the candidate (201). When the service has a mail server (SMTP_URL), the message is emailed to the candidate's email_address after it is stored: delivery_status is queued in this answer and becomes sent or failed (with delivery_error); a candidate without an email address is 400 candidateEmailMissing. Without a mail server it is stored with delivery_status not_sent. Extension: direction inbound records a reply the candidate sent through another channel (no author, never emailed, delivery_status null). Blank body or subject: 400. Emits no event.
         */
        post: operations["postMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/background-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A candidate's background checks
         * @description Oldest first. Emits no event.
         */
        get: operations["listBackgroundChecks"];
        put?: never;
        /**
         * Order a background check
         * @description Records a check ordered from a provider (201): status pending, no result. An extension: the spec names only the list. Emits no event.
         */
        post: operations["orderBackgroundCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/background-check/{background_check_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record the provider's update of a background check
         * @description Any subset of status, result and report_url; omitted fields keep their value. Status moves pending -> in_progress -> completed, or to canceled before completion; completed and canceled are final (400 invalidStatusTransition), and no check goes back to pending. Completing needs a result (400 resultRequired); a result is refused on a check that is not completed. An update that changes nothing answers 200 and leaves updated_date as it was. An extension: the spec names only the list. Emits no event.
         */
        put: operations["updateBackgroundCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/questionnaires": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A candidate's answered questionnaires
         * @description Oldest submission (completed_date) first. Emits no event.
         */
        get: operations["listQuestionnaires"];
        put?: never;
        /**
         * Record a questionnaire the candidate submitted
         * @description Stores the questions and answers as submitted (201), at most 200 questions. completed_date defaults to now and may not be more than 5 minutes in the future. An extension: the spec names only the list. Emits no event.
         */
        post: operations["recordQuestionnaire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's departments
         * @description Every department a position of the company names (its `department`), by name; names that differ only in case are one. Positions make them: there is no separate create.
         */
        get: operations["listDepartments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Position categories
         * @description The fixed list of categories a position can be filed under.
         */
        get: operations["listPositionCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/custom-fields/candidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's candidate custom fields
         * @description Every name the company's candidates' custom attributes use, by name: setting a custom attribute of a new name (PUT …/custom-attribute) makes the field.
         */
        get: operations["listCandidateCustomFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/custom-fields/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's position custom fields
         * @description Always empty: positions of this service have no custom fields.
         */
        get: operations["listPositionCustomFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's email and questionnaire templates
         * @description By type, then name; `type` keeps one type.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Add a template
         * @description An email template (`subject`, `body`) or a questionnaire template (`questions`); at most 500 per company. Emits no event. Answers 201 with a Location header.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/company/{company_id}/template/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a template */
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a template
         * @description Emits no event.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    candidateAdded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * candidateAdded event delivery
         * @description A candidate was added to a position. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["candidateAddedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    candidateDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * candidateDeleted event delivery
         * @description A candidate was deleted; `candidate` is the candidate as it was. Its notes, messages, background checks and questionnaires were deleted with it, without note events. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["candidateDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    candidateStatusUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * candidateStatusUpdated event delivery
         * @description A candidate moved to a different stage: `stage` is the new one, `stage_was` the one before. Setting the stage the candidate is already in emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["candidateStatusUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyPositionAdded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyPositionAdded event delivery
         * @description A position was created (in state draft). Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyPositionAddedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyPositionUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyPositionUpdated event delivery
         * @description Fields of a position other than its state changed. An update that changes nothing emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyPositionUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyPositionDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyPositionDeleted event delivery
         * @description A position was deleted; `position` is the position as it was. Its candidates and their notes, messages, background checks and questionnaires were deleted with it, without candidate or note events. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyPositionDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyPositionStateUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyPositionStateUpdated event delivery
         * @description The state of a position changed; `state_was` is the state before. Setting the state a position is already in emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyPositionStateUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyNotePosted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyNotePosted event delivery
         * @description A team discussion note was posted on a candidate. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyNotePostedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyNoteUpdated: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyNoteUpdated event delivery
         * @description The body of a team discussion note changed. An update with the same body emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyNoteUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    companyNoteDeleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * companyNoteDeleted event delivery
         * @description A team discussion note was deleted; `note` is the note as it was. Receivers deduplicate redeliveries by `_id`.
         */
        post: operations["companyNoteDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * ActingUser
         * @description The user whose request caused the event
         */
        ActingUser: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
            email_address: string;
        };
        /** ApiKey */
        ApiKey: {
            /**
             * @description Lowercase hex id of 12 to 14 characters
             * @example 5f1d7a0b2c3e
             */
            id: string;
            name: string;
            /**
             * @description The start of the token (rs_pat_ and its first 8 characters), to tell keys apart without revealing them; null for keys made before prefixes were recorded, whose tokens were never stored
             * @example rs_pat_AbCd1234
             */
            token_prefix: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Last use, to the minute; null when never used
             */
            last_used_at: string | null;
        };
        /** ApiKeyList */
        ApiKeyList: {
            /** @description The caller's keys that are not revoked, oldest first */
            data: components["schemas"]["ApiKey"][];
        };
        /**
         * ApplicationForm
         * @description Which fields an applicant must (required), may (optional) or does not (hidden) give
         */
        ApplicationForm: {
            /** @enum {string} */
            name: "required" | "optional" | "hidden";
            /** @enum {string} */
            headline: "required" | "optional" | "hidden";
            /** @enum {string} */
            summary: "required" | "optional" | "hidden";
            /** @enum {string} */
            profile_photo: "required" | "optional" | "hidden";
            /** @enum {string} */
            address: "required" | "optional" | "hidden";
            /** @enum {string} */
            salary: "required" | "optional" | "hidden";
            /** @enum {string} */
            email_address: "required" | "optional" | "hidden";
            /** @enum {string} */
            phone_number: "required" | "optional" | "hidden";
            /** @enum {string} */
            resume: "required" | "optional" | "hidden";
            /** @enum {string} */
            work_history: "required" | "optional" | "hidden";
            /** @enum {string} */
            education: "required" | "optional" | "hidden";
            /** @enum {string} */
            cover_letter: "required" | "optional" | "hidden";
        };
        /**
         * Author
         * @description A member of the team: the author of a note or message
         */
        Author: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
        };
        /**
         * BackgroundCheck
         * @description A background check ordered for a candidate
         */
        BackgroundCheck: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /**
             * @description Who runs the check
             * @example Checkr
             */
            provider: string;
            /**
             * @description The provider's package (what is checked)
             * @example basic_criminal
             */
            package: string;
            status: components["schemas"]["BackgroundCheckStatus"];
            /** @description The provider's verdict, for example clear or consider; set only when status is completed */
            result: string | null;
            /** @description Link to the provider's report; null until the provider gives one */
            report_url: string | null;
            /** @description Lowercase hex id of 12 to 14 characters */
            candidate_id: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
        };
        /**
         * BackgroundCheckStatus
         * @description pending -> in_progress -> completed, or canceled before completion; completed and canceled are final
         * @enum {string}
         */
        BackgroundCheckStatus: "pending" | "in_progress" | "completed" | "canceled";
        /** Candidate */
        Candidate: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            meta_id: string;
            name: string;
            /**
             * @description The first letter of the name, upper-cased
             * @example A
             */
            initial: string;
            /** @description As given, or made from the first job of the work history given with the candidate (`title @ company_name`) */
            headline: string | null;
            email_address: string | null;
            phone_number: string | null;
            address: string | null;
            summary: string | null;
            tags: string[];
            /** @description Where the candidate came from, for example sourced or applied */
            origin: string | null;
            /** @description How the candidate came (`{"id": "linkedin", "name": "LinkedIn"}`) */
            source: components["schemas"]["IdName"] | null;
            stage: components["schemas"]["Stage"];
            resume: components["schemas"]["CandidateResume"] | null;
            overall_score: components["schemas"]["OverallScore"];
            /** @description Members following the candidate (this service has no following: empty) */
            followed_by: string[];
            social_profiles: components["schemas"]["SocialProfile"][];
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** @description Only in the answers of the search by email: the position the candidate is in */
            position?: {
                /** @description Lowercase hex id of 12 to 14 characters */
                _id: string;
                name: string;
                state: components["schemas"]["PositionState"];
                friendly_id: string;
            };
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
            /** @description On a single candidate (GET, create, update, and the answers of the custom-attribute, education, work-history and move routes): every one, an empty list when none. Lists, search results and events leave them out, as they do education and work_history */
            custom_attributes?: components["schemas"]["CustomAttribute"][];
            /** @description Oldest entry first; as custom_attributes */
            education?: components["schemas"]["Education"][];
            /** @description Oldest entry first; as custom_attributes */
            work_history?: components["schemas"]["WorkHistory"][];
        };
        /**
         * CandidateAddedEvent
         * @description A candidate was added to a position. Receivers deduplicate redeliveries by `_id`.
         */
        CandidateAddedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "candidateAdded";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                candidate: components["schemas"]["Candidate"];
                position: components["schemas"]["PositionRef"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CandidateDeletedEvent
         * @description A candidate was deleted; `candidate` is the candidate as it was. Its notes, messages, background checks and questionnaires were deleted with it, without note events. Receivers deduplicate redeliveries by `_id`.
         */
        CandidateDeletedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "candidateDeleted";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                candidate: components["schemas"]["Candidate"];
                position: components["schemas"]["PositionRef"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CandidateFile
         * @description A candidate's resume or other document (the content is downloaded from its url)
         */
        CandidateFile: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            kind: "resume" | "document";
            /** @description The name it was uploaded under, cleaned: no folders or control characters, at most 255 characters */
            file_name: string;
            /**
             * @description The type its content was found to be (not the one it was sent as)
             * @example application/pdf
             */
            content_type: string;
            /** @description In bytes */
            size: number;
            /** @description Where to download it on this server (same authentication) */
            url: string;
            /** Format: date-time */
            creation_date: string;
        };
        /**
         * CandidateRef
         * @description A candidate as events about its notes show it
         */
        CandidateRef: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
            email_address: string | null;
            stage: components["schemas"]["Stage"];
        };
        /**
         * CandidateResume
         * @description The resume the candidate has
         */
        CandidateResume: {
            /** @description Where this server serves the resume (GET with the same token) */
            url: string;
            /** @example ada-lovelace.pdf */
            file_name: string;
        };
        /**
         * CandidateStatusUpdatedEvent
         * @description A candidate moved to a different stage: `stage` is the new one, `stage_was` the one before. Setting the stage the candidate is already in emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        CandidateStatusUpdatedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "candidateStatusUpdated";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                candidate: components["schemas"]["Candidate"];
                position: components["schemas"]["PositionRef"];
                stage: components["schemas"]["Stage"];
                stage_was: components["schemas"]["Stage"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CandidateStreamItem
         * @description An item of a candidate stream: its `type` says what `object` holds
         */
        CandidateStreamItem: {
            /** @description The id of the record the item shows (a stage change, a note...; the candidate for candidateAdded) */
            _id: string;
            /** @enum {string} */
            type: "candidateAdded";
            /** @description Lowercase hex id of 12 to 14 characters */
            stream_id: string;
            object: {
                /** @description Lowercase hex id of 12 to 14 characters */
                position_id: string;
                /** @description Always empty: this service has no mentions */
                mentioned_ids: string[];
            };
            /** Format: date-time */
            timestamp: string;
        } | {
            /** @description The id of the record the item shows (a stage change, a note...; the candidate for candidateAdded) */
            _id: string;
            /** @enum {string} */
            type: "candidateStatusUpdated";
            /** @description Lowercase hex id of 12 to 14 characters */
            stream_id: string;
            object: {
                /** @description Lowercase hex id of 12 to 14 characters */
                position_id: string;
                stage_was: components["schemas"]["StreamStage"];
                /** Format: date-time */
                entered_previous_stage: string;
                stage: components["schemas"]["StreamStage"];
                /** Format: date-time */
                entered_stage: string;
                /** @description The id of stage_was */
                status_was: string;
                /** @description The id of stage */
                status: string;
                reason: string | null;
                /** @description Always false: every move here is made by a member */
                is_automated: boolean;
                /** @description null once that member is gone */
                acting_user: components["schemas"]["StreamUser"] | null;
                /** @description Always empty: this service has no mentions */
                mentioned_ids: string[];
            };
            /** Format: date-time */
            timestamp: string;
        } | {
            /** @description The id of the record the item shows (a stage change, a note...; the candidate for candidateAdded) */
            _id: string;
            /** @enum {string} */
            type: "companyNotePosted";
            /** @description Lowercase hex id of 12 to 14 characters */
            stream_id: string;
            object: {
                /** @description Lowercase hex id of 12 to 14 characters */
                position_id: string;
                note: components["schemas"]["Note"];
                /** @description Always empty: this service has no mentions */
                mentioned_ids: string[];
            };
            /** Format: date-time */
            timestamp: string;
        } | {
            /** @description The id of the record the item shows (a stage change, a note...; the candidate for candidateAdded) */
            _id: string;
            /** @enum {string} */
            type: "candidateMessageAdded";
            /** @description Lowercase hex id of 12 to 14 characters */
            stream_id: string;
            object: {
                /** @description Lowercase hex id of 12 to 14 characters */
                position_id: string;
                message: components["schemas"]["Message"];
                /** @description Always empty: this service has no mentions */
                mentioned_ids: string[];
            };
            /** Format: date-time */
            timestamp: string;
        } | {
            /** @description The id of the record the item shows (a stage change, a note...; the candidate for candidateAdded) */
            _id: string;
            /** @enum {string} */
            type: "candidateFileAdded";
            /** @description Lowercase hex id of 12 to 14 characters */
            stream_id: string;
            object: {
                /** @description Lowercase hex id of 12 to 14 characters */
                position_id: string;
                file: components["schemas"]["CandidateFile"];
                /** @description Always empty: this service has no mentions */
                mentioned_ids: string[];
            };
            /** Format: date-time */
            timestamp: string;
        };
        /** Company */
        Company: {
            /**
             * @description Lowercase hex id of 12 to 14 characters
             * @example 5f1d7a0b2c3e
             */
            _id: string;
            name: string;
            /**
             * @description The slug of the company's name when it was made (lowercase letters, digits, hyphens); unique, never changes
             * @example acme-corp
             */
            friendly_id: string;
            /**
             * @description The first letters of the first two words of the name, upper-cased, as a company avatar shows it
             * @example AC
             */
            initial: string;
            /** @enum {string} */
            plan: "pro" | "free";
            /** @description How many users are members of the company */
            member_count: number;
            /** Format: date-time */
            creation_date: string;
            /**
             * Format: date-time
             * @description When the company's name or plan last changed
             */
            updated_date: string;
        };
        /**
         * CompanyNoteDeletedEvent
         * @description A team discussion note was deleted; `note` is the note as it was. Receivers deduplicate redeliveries by `_id`.
         */
        CompanyNoteDeletedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyNoteDeleted";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                note: components["schemas"]["Note"];
                candidate: components["schemas"]["CandidateRef"];
                position: components["schemas"]["PositionRef"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CompanyNotePostedEvent
         * @description A team discussion note was posted on a candidate. Receivers deduplicate redeliveries by `_id`.
         */
        CompanyNotePostedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyNotePosted";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                note: components["schemas"]["Note"];
                candidate: components["schemas"]["CandidateRef"];
                position: components["schemas"]["PositionRef"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CompanyNoteUpdatedEvent
         * @description The body of a team discussion note changed. An update with the same body emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        CompanyNoteUpdatedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyNoteUpdated";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                note: components["schemas"]["Note"];
                candidate: components["schemas"]["CandidateRef"];
                position: components["schemas"]["PositionRef"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CompanyPositionAddedEvent
         * @description A position was created (in state draft). Receivers deduplicate redeliveries by `_id`.
         */
        CompanyPositionAddedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyPositionAdded";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                position: components["schemas"]["Position"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CompanyPositionDeletedEvent
         * @description A position was deleted; `position` is the position as it was. Its candidates and their notes, messages, background checks and questionnaires were deleted with it, without candidate or note events. Receivers deduplicate redeliveries by `_id`.
         */
        CompanyPositionDeletedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyPositionDeleted";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                position: components["schemas"]["Position"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CompanyPositionStateUpdatedEvent
         * @description The state of a position changed; `state_was` is the state before. Setting the state a position is already in emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        CompanyPositionStateUpdatedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyPositionStateUpdated";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                position: components["schemas"]["Position"];
                state_was: components["schemas"]["PositionState"];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /**
         * CompanyPositionUpdatedEvent
         * @description Fields of a position other than its state changed. An update that changes nothing emits nothing. Receivers deduplicate redeliveries by `_id`.
         */
        CompanyPositionUpdatedEvent: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "companyPositionUpdated";
            object: {
                company: components["schemas"]["EventCompany"];
                acting_user: components["schemas"]["ActingUser"];
                position: components["schemas"]["Position"];
                /** @description The fields whose value changed */
                changed_fields: ("name" | "description" | "type" | "location" | "department" | "experience" | "education" | "category" | "requisition_id" | "tags" | "application_form")[];
            };
            /** Format: date-time */
            creation_date: string;
            /**
             * @description Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change
             * @enum {boolean}
             */
            test?: true;
        };
        /** CreatedApiKey */
        CreatedApiKey: {
            /**
             * @description Lowercase hex id of 12 to 14 characters
             * @example 5f1d7a0b2c3e
             */
            id: string;
            name: string;
            /** @description The token, shown this once: only its hash is stored */
            token: string;
            /**
             * @description The start of the token, as the key list shows it
             * @example rs_pat_AbCd1234
             */
            token_prefix: string;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * CreatedWebhookEndpoint
         * @description The create response: the endpoint with its full secret and without secret_prefix
         */
        CreatedWebhookEndpoint: {
            /**
             * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
             * @example we_3f9a1c0d5e7b2a4c6d8e0f12
             */
            id: string;
            /** @description HTTPS URL to which deliveries are sent */
            url: string;
            /** @description Present when one was given */
            description?: string;
            events: components["schemas"]["EventType"][];
            /** @enum {string} */
            status: "active" | "paused";
            /** @description Deliveries happen while status is active and enabled is true */
            enabled: boolean;
            stats: components["schemas"]["WebhookEndpointStats"];
            /** @description Deliveries per second at most (1 to 1000), measured at the receiver: no one-second window holds more. Deliveries waiting for their turn stay pending with the time they go as next_attempt_at; null: no limit */
            rate_limit: number | null;
            /**
             * @description The custom headers sent with every delivery, by name; values are never shown (always "••••")
             * @example {
             *       "X-Api-Key": "••••"
             *     }
             */
            headers: {
                [key: string]: "••••";
            };
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description True for a legacy webhook, which is read-only */
            is_legacy: boolean;
            /** @description Why the endpoint is disabled: "Disabled through the API", or, when the service disabled it, "The receiver answered 410 Gone" or "Every delivery attempt failed for N hours"; null while enabled */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When the endpoint was disabled; null while enabled
             */
            disabled_at: string | null;
            /** @description The full signing secret ("whsec_" and base64 of 32 random bytes). Shown only in this response; it cannot be retrieved again. */
            secret: string;
        };
        /**
         * CustomAttribute
         * @description A custom attribute of a candidate: one value per name
         */
        CustomAttribute: {
            /**
             * @description The slug of the name, as the original shows it
             * @example desired-salary
             */
            id: string;
            /** @example Desired Salary */
            name: string;
            /** @example 100000 */
            value: string;
            /** @description Kept as the client set it; every member of the company sees the attribute */
            secure: boolean;
        };
        /**
         * CustomField
         * @description A custom field of the company: a name its custom attributes use
         */
        CustomField: {
            /**
             * @description Stable for the name within the company
             * @example 9e04b1c7d2a3
             */
            _id: string;
            /** @example Desired Salary */
            name: string;
            /**
             * @description Values are strings
             * @enum {string}
             */
            type: "text";
            /** @description true when any value of it was set as secure */
            secure: boolean;
            /** @description How many candidates have a value for it */
            usage_count: number;
        };
        /** DeliveryStatsBucket */
        DeliveryStatsBucket: {
            /** Format: date-time */
            start: string;
            /** @description Attempts answered with a 2xx */
            succeeded: number;
            /** @description Other attempts: another status, no answer, a refused address */
            failed: number;
        };
        /**
         * Department
         * @description A department named by at least one position of the company
         */
        Department: {
            /**
             * @description Stable for the name within the company (compared without regard to case)
             * @example 3c1e9a7b5d20
             */
            _id: string;
            /** @example Engineering */
            name: string;
            /** @description How many of the company’s positions name it */
            position_count: number;
        };
        /**
         * Education
         * @description A school in the education of a candidate
         */
        Education: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @example University of Michigan */
            school_name: string;
            /** @example BSc */
            degree: string | null;
            /** @example Mathematics */
            field_of_study: string | null;
            /** @description Still studying there */
            is_current: boolean;
            /** @example 2019 */
            start_year: number | null;
            /** @example 2019 */
            end_year: number | null;
        };
        /** EndpointHealth */
        EndpointHealth: {
            /**
             * @description disabled: not enabled; failing: its latest attempts failed; healthy: otherwise
             * @enum {string}
             */
            status: "healthy" | "failing" | "disabled";
            /**
             * Format: date-time
             * @description failing: the first failed attempt since the last success; disabled: when it was disabled
             */
            since: string | null;
            /** @description disabled: why */
            reason: string | null;
            /** @description The verdict in words: "healthy", "failing since <time>" or "disabled: <reason>" */
            summary: string;
        };
        /**
         * Error
         * @description Every error response has this shape
         */
        Error: {
            /** @description Some errors carry more fields, for example invalid_events */
            error: {
                /** @description Machine-readable error kind, for example companyMembershipRequired */
                type: string;
                /** @description Human-readable explanation */
                message: string;
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * Event
         * @description An event of the company, whether or not an endpoint received it
         */
        Event: {
            /** @description The event id: the `_id` of its payload and of every delivery of it (the `webhook-id` header) */
            _id: string;
            type: components["schemas"]["EventType"];
            /** Format: date-time */
            created_at: string;
            /** @description The event exactly as its deliveries carry it, byte for byte (the compact JSON that is signed; its schema is the event type’s in the `webhooks` section). A deleted candidate’s data is scrubbed from it (docs/api.md) */
            payload: string;
        };
        /** EventCompany */
        EventCompany: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
        };
        /** EventList */
        EventList: {
            /** @description Newest first */
            data: components["schemas"]["Event"][];
            /** @description Pass as `cursor` for the next page; null at the end */
            next_cursor: string | null;
        };
        /**
         * EventType
         * @description An event type (spec section 6)
         * @enum {string}
         */
        EventType: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
        /** EventTypeCatalog */
        EventTypeCatalog: {
            /** @description The ten event types, in the order of the spec */
            data: components["schemas"]["EventTypeEntry"][];
        };
        /** EventTypeEntry */
        EventTypeEntry: {
            type: components["schemas"]["EventType"];
            /** @description When the event is made and what its payload holds */
            description: string;
            /** @description The JSON Schema (draft 2020-12 keywords) of the payload, self-contained: every named schema it uses is written out in place */
            schema: {
                [key: string]: unknown;
            };
            /** @description An example payload, as a delivery carries it */
            example: {
                [key: string]: unknown;
            };
        };
        /**
         * FileUpload
         * @description A multipart/form-data body with one file part; other (non-file) parts are ignored
         */
        FileUpload: {
            /**
             * Format: binary
             * @description The file: one file part, of any field name (`file` for a resume and `data` for a document are what clients of the original send). PDF, DOC, DOCX, ODT, RTF, UTF-8 text, PNG or JPEG, by its content; at most 10 MiB. Its filename is kept, cleaned.
             */
            file: string;
        };
        /** Health */
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /**
             * @description notWritable: reachable, but it cannot take writes (another process holds the SQLite write lock; a read-only PostgreSQL server)
             * @enum {string}
             */
            database: "reachable" | "unreachable" | "notWritable";
            /** @enum {string} */
            dialect: "sqlite" | "postgres";
        };
        /** HealthUnavailable */
        HealthUnavailable: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /**
             * @description notWritable: reachable, but it cannot take writes (another process holds the SQLite write lock; a read-only PostgreSQL server)
             * @enum {string}
             */
            database: "reachable" | "unreachable" | "notWritable";
            /** @enum {string} */
            dialect: "sqlite" | "postgres";
            error: {
                type: string;
                message: string;
            };
        };
        /**
         * IdName
         * @description An entry of a list, by its id and the name people read
         */
        IdName: {
            /** @example fullTime */
            id: string;
            /** @example Full-Time */
            name: string;
        };
        /**
         * Location
         * @description Where the work is
         */
        Location: {
            /** @description The country: its ISO 3166 code as id (`{"id": "CZ", "name": "Czech Republic"}`); null when not given */
            country: components["schemas"]["IdName"] | null;
            /** @example Prague */
            city: string | null;
            /**
             * @description The location as people read it
             * @example Prague, CZ
             */
            name: string;
            is_remote: boolean;
        };
        /** MassActionDryRun */
        MassActionDryRun: {
            /** @enum {boolean} */
            dry_run: true;
            /** @description How many deliveries the request would touch now */
            deliveries: number;
            /** @description true when there are more than `deliveries`: beyond what one request touches, or beyond what is counted */
            more: boolean;
        };
        /**
         * Message
         * @description A message of the conversation with a candidate
         */
        Message: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /**
             * @description outbound: from the team to the candidate; inbound: from the candidate
             * @enum {string}
             */
            direction: "outbound" | "inbound";
            /** @description The team member who wrote an outbound message; null for inbound messages */
            author: components["schemas"]["Author"] | null;
            /** @description The subject line; null when none was given */
            subject: string | null;
            body: string;
            /** @description The email address an outbound message was emailed to (the candidate's at posting time); null when it is not emailed */
            to: string | null;
            /** @description Email delivery of an outbound message; null for inbound messages */
            delivery_status: components["schemas"]["MessageDeliveryStatus"] | null;
            /** @description Why the email failed (the mail server's answer), when delivery_status is failed; null otherwise */
            delivery_error: string | null;
            /**
             * Format: date-time
             * @description When the mail server accepted the email; null until then
             */
            sent_date: string | null;
            /** @description Lowercase hex id of 12 to 14 characters */
            candidate_id: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** Format: date-time */
            creation_date: string;
        };
        /**
         * MessageDeliveryStatus
         * @description Email delivery of an outbound message: queued (to be emailed after the commit), sent (the mail server accepted it), failed (see delivery_error), not_sent (no mail server is configured: the message is only stored)
         * @enum {string}
         */
        MessageDeliveryStatus: "queued" | "sent" | "failed" | "not_sent";
        /**
         * MonthYear
         * @description A month of a year, as work history dates are kept
         */
        MonthYear: {
            /**
             * @description 1 (January) to 12. null when only the year is known
             * @example 9
             */
            month: number | null;
            /** @example 2019 */
            year: number;
        };
        /**
         * Note
         * @description A team discussion note on a candidate
         */
        Note: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            body: string;
            author: components["schemas"]["Author"];
            /** @description Lowercase hex id of 12 to 14 characters */
            candidate_id: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
        };
        /**
         * OverallScore
         * @description The ids of the members who gave each score, how many scored, the sum and the mean; zero counts and a null average when unscored
         */
        OverallScore: {
            very_good: string[];
            good: string[];
            neutral: string[];
            poor: string[];
            very_poor: string[];
            scored_count: number;
            /** @description The sum of the scores: very_good 2, good 1, neutral 0, poor -1, very_poor -2 */
            score: number;
            /** @description The mean of the scores (very_good 2 … very_poor -2), to two decimals; null when nobody scored */
            average_score: number | null;
        };
        /** Pipeline */
        Pipeline: {
            /** @example default */
            id: string;
            name: string;
            /** @description In pipeline order */
            stages: components["schemas"]["Stage"][];
        };
        /**
         * Pipelines
         * @description Every pipeline, keyed by its id
         */
        Pipelines: {
            [key: string]: components["schemas"]["Pipeline"];
        };
        /** Position */
        Position: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
            /**
             * @description The id and the slug of the name
             * @example 5f1d7a0b2c3e-backend-engineer
             */
            friendly_id: string;
            description: string | null;
            /** @description Kind of position (`{"id": "fullTime", "name": "Full-Time"}`) */
            type: components["schemas"]["IdName"] | null;
            location: components["schemas"]["Location"] | null;
            department: string | null;
            /** @description Experience asked for */
            experience: components["schemas"]["IdName"] | null;
            /** @description Education asked for */
            education: components["schemas"]["IdName"] | null;
            category: components["schemas"]["IdName"] | null;
            requisition_id: string | null;
            tags: string[];
            application_form: components["schemas"]["ApplicationForm"];
            state: components["schemas"]["PositionState"];
            /**
             * @description Id of the position's hiring pipeline (see GET pipelines)
             * @example default
             */
            pipeline_id: string;
            /**
             * @description The same as pipeline_id
             * @example default
             */
            pipeline: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            creator_id: string;
            /** @description The members on the position: its creator (this service has no hiring teams) */
            all_users: string[];
            /** @description The members who manage the position: its creator */
            all_admins: string[];
            /** @enum {string} */
            candidate_type: "all";
            /** @enum {string} */
            org_type: "position";
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
        };
        /**
         * PositionCategory
         * @description A category a position can be filed under (a fixed list)
         */
        PositionCategory: {
            /** @example software */
            id: string;
            /** @example Software Development */
            name: string;
        };
        /**
         * PositionRef
         * @description A position as events about its candidates and notes show it
         */
        PositionRef: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
            state: components["schemas"]["PositionState"];
        };
        /**
         * PositionState
         * @description draft, published, closed, archived or pending
         * @enum {string}
         */
        PositionState: "draft" | "published" | "closed" | "archived" | "pending";
        /**
         * QuestionAnswer
         * @description A question and the answer the candidate gave
         */
        QuestionAnswer: {
            question: string;
            answer: string;
        };
        /**
         * Questionnaire
         * @description A questionnaire the candidate answered
         */
        Questionnaire: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
            /** @description In the order asked */
            questions: components["schemas"]["QuestionAnswer"][];
            /** Format: date-time */
            completed_date: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            candidate_id: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** Format: date-time */
            creation_date: string;
        };
        /** ReceiverCheck */
        ReceiverCheck: {
            /** @description Every step passed */
            passed: boolean;
            steps: components["schemas"]["ReceiverCheckStep"][];
        };
        /** ReceiverCheckStep */
        ReceiverCheckStep: {
            /**
             * @description valid: a correctly signed test delivery; wrong_signature: one signed with another secret; old_timestamp: one correctly signed an hour ago; replay: the valid one again, same webhook-id, timestamp, signatures and body
             * @enum {string}
             */
            name: "valid" | "wrong_signature" | "old_timestamp" | "replay";
            /**
             * @description accept: a 2xx; refuse: any other status
             * @enum {string}
             */
            expected: "accept" | "refuse";
            /** @description What the receiver answered; null when no answer came */
            status_code: number | null;
            /** @description Why no answer came (connection, TLS, timeout, refused address); null when one came */
            error: string | null;
            duration_ms: number;
            /** @description The receiver answered as a correct receiver does */
            passed: boolean;
        };
        /** RecoveredWebhookDeliveries */
        RecoveredWebhookDeliveries: {
            /** @description Failed deliveries queued again by this request */
            requeued: number;
        };
        /**
         * ResumeCandidateUpload
         * @description A multipart/form-data body: the resume as its file part, and any of the candidate fields as text parts
         */
        ResumeCandidateUpload: {
            /**
             * Format: binary
             * @description The resume: one file part (clients of the original name it `file`). PDF, DOC, DOCX, ODT, RTF, UTF-8 text, PNG or JPEG, by its content; at most 10 MiB. The name, email address and phone number are read from plain text, PDF, DOCX and ODT.
             */
            file: string;
            /** @description Required when the resume shows no name */
            name?: string;
            /** Format: email */
            email_address?: string;
            phone_number?: string;
            summary?: string;
            /** @example sourced */
            origin?: string;
        };
        /** RotatedWebhookSecret */
        RotatedWebhookSecret: {
            /** @description The new signing secret, shown this once */
            secret: string;
            /** @description Its first 12 characters */
            secret_prefix: string;
            /**
             * Format: date-time
             * @description Until when deliveries are signed with the previous secret too; null when it was erased at once (overlap_hours 0)
             */
            previous_secret_expires_at: string | null;
        };
        /**
         * Scorecard
         * @description A member's score of a candidate: one per member and candidate
         */
        Scorecard: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /**
             * @description very_poor, poor, neutral, good or very_good
             * @example very_good
             * @enum {string}
             */
            score: "very_poor" | "poor" | "neutral" | "good" | "very_good";
            /** @example I really love this candidate for this position */
            note: string | null;
            /** @description The member who scored; name empty once gone */
            user: {
                /** @description Lowercase hex id of 12 to 14 characters */
                _id: string;
                name: string;
            };
            /** @description Lowercase hex id of 12 to 14 characters */
            candidate_id: string;
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
        };
        /** SigninResponse */
        SigninResponse: {
            /** @description Session token, valid 30 days from last use */
            access_token: string;
            user: components["schemas"]["User"];
        };
        /** SignoutResponse */
        SignoutResponse: {
            /** @enum {boolean} */
            success: true;
            /** @description true when a session token was invalidated; false for a PAT, which stays valid */
            signed_out: boolean;
        };
        /**
         * SocialProfile
         * @description A profile of the candidate on another site
         */
        SocialProfile: {
            /** @example linkedin */
            type: string;
            /**
             * @description The same as type
             * @example linkedin
             */
            typeId: string;
            /** @example LinkedIn */
            typeName: string;
            /** @example https://www.linkedin.com/in/ada */
            url: string;
        };
        /** Stage */
        Stage: {
            /** @example applied */
            id: string;
            /** @example Applied */
            name: string;
            type: components["schemas"]["StageType"];
        };
        /**
         * StageType
         * @description The kind of a stage, with the icon the original shows for it
         */
        StageType: {
            /** @example applied */
            id: string;
            /** @example Applied */
            name: string;
            /** @example user */
            icon: string;
        };
        /** StreamStage */
        StreamStage: {
            /** @example applied */
            id: string;
            /** @example Applied */
            name: string;
            type: components["schemas"]["StageType"];
            /**
             * @description The stage type's icon
             * @example user
             */
            icon: string;
        };
        /**
         * StreamUser
         * @description The member who acted
         */
        StreamUser: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            email_address: string;
            name: string;
            username: string;
            initial: string;
        };
        /** Success */
        Success: {
            /** @enum {boolean} */
            success: true;
        };
        /**
         * Template
         * @description A template of the company: an email to send candidates, or a questionnaire to ask them
         */
        Template: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @enum {string} */
            type: "email" | "questionnaire";
            /** @example Interview invitation */
            name: string;
            /** @description An email template’s subject; null for a questionnaire */
            subject: string | null;
            /** @description An email template’s body; null for a questionnaire */
            body: string | null;
            /** @description A questionnaire template’s questions, in order; null for an email template */
            questions: string[] | null;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
        };
        /** User */
        User: {
            /**
             * @description Lowercase hex id of 12 to 14 characters
             * @example 5f1d7a0b2c3e
             */
            _id: string;
            email_address: string;
            name: string;
            username: string;
            initial: string;
            /** Format: date-time */
            creation_date: string;
            verified_email: boolean;
            signature: {
                enabled: boolean;
                body: string;
            } | null;
            /** Format: date-time */
            updated_date: string;
        };
        /**
         * UserDetails
         * @description The caller: the User fields, its partner flag and its companies
         */
        UserDetails: {
            /**
             * @description Lowercase hex id of 12 to 14 characters
             * @example 5f1d7a0b2c3e
             */
            _id: string;
            email_address: string;
            name: string;
            username: string;
            initial: string;
            /** Format: date-time */
            creation_date: string;
            verified_email: boolean;
            signature: {
                enabled: boolean;
                body: string;
            } | null;
            /** Format: date-time */
            updated_date: string;
            /** @description Partner users own webhook endpoints in a separate quota */
            is_partner: boolean;
            /** @description Oldest membership first */
            companies: components["schemas"]["Company"][];
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /**
             * @description Delivery id: a decimal number, as a string
             * @example 48213
             */
            id: string;
            /** @description The `_id` of the payload: the same on every attempt and every retry */
            event_id: string;
            /**
             * EventType
             * @description An event type (spec section 6)
             * @enum {string}
             */
            event_type: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
            /**
             * @description pending: queued or waiting for a retry; succeeded: a 2xx came back; failed: every attempt failed; cancelled: will not be sent
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "cancelled";
            /** @description Attempts made, over every series (manual retries start a new series) */
            attempt_count: number;
            /**
             * Format: date-time
             * @description Start of the latest attempt; null before the first
             */
            last_attempt_at: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due, while pending; null otherwise
             */
            next_attempt_at: string | null;
            /** @description HTTP status of the latest attempt; null when none came back */
            last_status_code: number | null;
            /** @description Why the latest attempt failed; null after a success or before the first attempt */
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description While pending: what it waits for, when that is not its own next attempt (`next_attempt_at`); null otherwise. Given in lists and with one delivery; null in the answers of retry and test */
            waiting: {
                /**
                 * @description endpoint_paused: held while the endpoint is paused (sent on resume); endpoint_disabled: held until it is enabled again; earlier_delivery: queued behind `delivery_id`, which the endpoint's deliveries wait for, in order
                 * @enum {string}
                 */
                reason: "endpoint_paused" | "endpoint_disabled" | "earlier_delivery";
                /**
                 * @description Delivery id: a decimal number, as a string. With earlier_delivery: the delivery at the head of the queue
                 * @example 48213
                 */
                delivery_id: string | null;
            } | null;
        };
        /** WebhookDeliveryAttempt */
        WebhookDeliveryAttempt: {
            /** Format: date-time */
            attempted_at: string;
            duration_ms: number;
            /** @description null when no response came (connection, TLS, timeout, refused address) */
            status_code: number | null;
            /** @description Why the attempt failed: the HTTP status, or the connection, TLS, timeout or refused-address error; null on success */
            error: string | null;
            /** @description The first 12 response headers (names in lower case, values cut at 256 characters; cookies and authentication headers left out); null when no response came */
            response_headers: {
                [key: string]: string;
            } | null;
            /** @description The first 4 KB of the response body, as text; null when no response came */
            response_body: string | null;
            /** @description True when the body was longer than the 4 KB kept */
            response_body_truncated: boolean;
            /** @description The headers the attempt was sent with, names in lower case: content-type, user-agent, the custom headers (their values are secrets, shown as "(hidden)") and the signatures, made again from the stored body, the attempt time and the secrets. A signature made with a secret rotated out since is null: it is not kept. */
            request_headers: {
                [key: string]: string | null;
            };
        };
        /** WebhookDeliveryDetail */
        WebhookDeliveryDetail: {
            /**
             * @description Delivery id: a decimal number, as a string
             * @example 48213
             */
            id: string;
            /** @description The `_id` of the payload: the same on every attempt and every retry */
            event_id: string;
            /**
             * EventType
             * @description An event type (spec section 6)
             * @enum {string}
             */
            event_type: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
            /**
             * @description pending: queued or waiting for a retry; succeeded: a 2xx came back; failed: every attempt failed; cancelled: will not be sent
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "cancelled";
            /** @description Attempts made, over every series (manual retries start a new series) */
            attempt_count: number;
            /**
             * Format: date-time
             * @description Start of the latest attempt; null before the first
             */
            last_attempt_at: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due, while pending; null otherwise
             */
            next_attempt_at: string | null;
            /** @description HTTP status of the latest attempt; null when none came back */
            last_status_code: number | null;
            /** @description Why the latest attempt failed; null after a success or before the first attempt */
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description While pending: what it waits for, when that is not its own next attempt (`next_attempt_at`); null otherwise. Given in lists and with one delivery; null in the answers of retry and test */
            waiting: {
                /**
                 * @description endpoint_paused: held while the endpoint is paused (sent on resume); endpoint_disabled: held until it is enabled again; earlier_delivery: queued behind `delivery_id`, which the endpoint's deliveries wait for, in order
                 * @enum {string}
                 */
                reason: "endpoint_paused" | "endpoint_disabled" | "earlier_delivery";
                /**
                 * @description Delivery id: a decimal number, as a string. With earlier_delivery: the delivery at the head of the queue
                 * @example 48213
                 */
                delivery_id: string | null;
            } | null;
            /** @description The request body exactly as signed and sent, byte for byte */
            payload: string;
            /** @description Oldest first; the latest 100 when there were more */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        /** WebhookDeliveryList */
        WebhookDeliveryList: {
            /** @description Newest first */
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `cursor` for the next page; null at the end */
            next_cursor: string | null;
            /** @description Pass as `before` for the page before this one (in the same order); null on the first page */
            previous_cursor: string | null;
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            /**
             * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
             * @example we_3f9a1c0d5e7b2a4c6d8e0f12
             */
            id: string;
            /** @description HTTPS URL to which deliveries are sent */
            url: string;
            /** @description Present when one was given */
            description?: string;
            events: components["schemas"]["EventType"][];
            /** @enum {string} */
            status: "active" | "paused";
            /** @description Deliveries happen while status is active and enabled is true */
            enabled: boolean;
            stats: components["schemas"]["WebhookEndpointStats"];
            /** @description Deliveries per second at most (1 to 1000), measured at the receiver: no one-second window holds more. Deliveries waiting for their turn stay pending with the time they go as next_attempt_at; null: no limit */
            rate_limit: number | null;
            /**
             * @description The custom headers sent with every delivery, by name; values are never shown (always "••••")
             * @example {
             *       "X-Api-Key": "••••"
             *     }
             */
            headers: {
                [key: string]: "••••";
            };
            /**
             * @description The first 12 characters of the secret, for recognising it
             * @example whsec_AbCdEf
             */
            secret_prefix: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description True for a legacy webhook, which is read-only */
            is_legacy: boolean;
            /** @description Why the endpoint is disabled: "Disabled through the API", or, when the service disabled it, "The receiver answered 410 Gone" or "Every delivery attempt failed for N hours"; null while enabled */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When the endpoint was disabled; null while enabled
             */
            disabled_at: string | null;
        };
        /** WebhookEndpointHealthStats */
        WebhookEndpointHealthStats: {
            /** @enum {string} */
            window: "24h" | "7d";
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            until: string;
            /** @description 60 for 24h, 360 for 7d */
            bucket_minutes: number;
            /** @description Oldest first, every bucket of the window (24 hours or 28 quarter days), empty ones too */
            buckets: components["schemas"]["DeliveryStatsBucket"][];
            /** @description Successful attempts in the window */
            succeeded: number;
            /** @description Failed attempts in the window */
            failed: number;
            /** @description Of the attempts in the window that got an answer (any status) */
            response_time_ms: {
                /** @description Median; null without an answered attempt */
                p50: number | null;
                /** @description 95th percentile; null without an answered attempt */
                p95: number | null;
            };
            health: components["schemas"]["EndpointHealth"];
        };
        /** WebhookEndpointList */
        WebhookEndpointList: {
            /** @description The caller's endpoints in this company, oldest first */
            data: components["schemas"]["WebhookEndpoint"][];
        };
        /** WebhookEndpointStats */
        WebhookEndpointStats: {
            successful_deliveries: number;
            failed_deliveries: number;
            /**
             * Format: date-time
             * @description Time of the last delivery, or null when none has happened
             */
            last_delivery_at: string | null;
        };
        /**
         * WorkHistory
         * @description A job in the work history of a candidate
         */
        WorkHistory: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @example Acme */
            company_name: string;
            /** @example Support Engineer */
            title: string | null;
            summary: string | null;
            /** @description Still working there */
            is_current: boolean;
            start_date: components["schemas"]["MonthYear"] | null;
            end_date: components["schemas"]["MonthYear"] | null;
        };
    };
    responses: {
        /** @description Not Modified: If-None-Match named the ETag of the answer as it is now; no body (hooks/conditional-get.ts) */
        NotModified: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request could not be read: malformed HTTP (invalidRequest), no Host header (missingHost), or a URL that cannot be decoded (invalidUrl) */
        MalformedRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "invalidUrl",
                 *         "message": "Request URL is not valid"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description requestTimeout: the request, headers and body, took longer than the server allows to arrive (HTTP_REQUEST_TIMEOUT_MS, 30 seconds by default) */
        RequestTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "requestTimeout",
                 *         "message": "The request took too long to arrive"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description payloadTooLarge: the body is larger than 1 MiB */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "payloadTooLarge",
                 *         "message": "Request body is too large"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description urlTooLong: a path parameter is longer than 100 characters */
        UrlTooLong: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "urlTooLong",
                 *         "message": "A path parameter of the URL is too long"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description unsupportedMediaType: a body whose Content-Type is not application/json; unsupportedContentEncoding: a compressed body */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "unsupportedMediaType",
                 *         "message": "Content-Type must be application/json"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description expectationFailed: an Expect header other than 100-continue */
        ExpectationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "expectationFailed",
                 *         "message": "Only the expectation 100-continue is supported"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description headersTooLarge: the request headers are too large */
        HeadersTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "headersTooLarge",
                 *         "message": "Request headers are too large"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description internalError: an unexpected failure; the server’s log has the details under the request’s X-Request-Id */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "internalError",
                 *         "message": "Internal server error"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description tooManyRequests: the token has made all the requests the rate limit allows in its window (API_RATE_LIMIT); try again after Retry-After seconds */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "tooManyRequests",
                 *         "message": "Rate limit exceeded: 100 requests per 60 seconds for this token; try again in 42 seconds"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description idempotencyKeyInUse: a request with this Idempotency-Key is still being processed; retry after Retry-After seconds */
        IdempotencyKeyInUse: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "idempotencyKeyInUse",
                 *         "message": "A request with this Idempotency-Key is still being processed; retry shortly"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description idempotencyKeyReused: this Idempotency-Key was used with another request body or route within the last 24 hours; nothing was written */
        IdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "idempotencyKeyReused",
                 *         "message": "This Idempotency-Key was used with another request body; use a new key for a new request"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description databaseUnavailable: the database cannot be reached or cannot take writes right now. What the request wrote was rolled back (unless the database went away during its commit); try again after Retry-After seconds */
        DatabaseUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "type": "databaseUnavailable",
                 *         "message": "The database is unavailable; try again shortly"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
         * @example checkout-7f3a9c
         */
        RequestId: string;
        /**
         * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
         * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
         */
        IfNoneMatch: string;
        /**
         * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
         * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The id of the request: the X-Request-Id the client sent when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-`, else one the server made (a UUID). The server’s log lines of the request carry it (`reqId`).
         * @example 0b6d5c3e-4a1f-4f7e-9c2b-8d3a6e1f5b07
         */
        RequestId: string;
        /**
         * @description The path of the resource made, on this server
         * @example /v3/company/5f1d7a0b2c3e/position/7b2e4d9c1a05
         */
        Location: string;
        /**
         * @description Seconds to wait before trying again
         * @example 5
         */
        RetryAfter: number;
        /**
         * @description Requests the token may make per window. Sent while the server enforces a request rate limit (API_RATE_LIMIT), on every answer to a request with a valid token.
         * @example 100
         */
        RateLimitLimit: number;
        /**
         * @description Requests the token may still make in the current window. Sent while the server enforces a request rate limit (API_RATE_LIMIT), on every answer to a request with a valid token.
         * @example 57
         */
        RateLimitRemaining: number;
        /**
         * @description When the current window ends, in seconds since the Unix epoch. Sent while the server enforces a request rate limit (API_RATE_LIMIT), on every answer to a request with a valid token.
         * @example 1772444460
         */
        RateLimitReset: number;
        /**
         * @description The allowance as the IETF httpapi RateLimit header draft writes it: requests remaining (r) and seconds until the window ends (t). Sent while the server enforces a request rate limit (API_RATE_LIMIT), on every answer to a request with a valid token.
         * @example "default";r=57;t=42
         */
        RateLimit: string;
        /**
         * @description The limit as the IETF httpapi RateLimit header draft writes it: requests (q) per window of w seconds. Sent while the server enforces a request rate limit (API_RATE_LIMIT), on every answer to a request with a valid token.
         * @example "default";q=100;w=60
         */
        RateLimitPolicy: string;
        /**
         * @description true on the kept answer of an earlier request with the same Idempotency-Key, given again instead of running the request
         * @example true
         */
        IdempotentReplayed: "true";
        /**
         * @description A strong validator of this answer: a hash of its body's bytes. Sent back in If-None-Match, it gets 304 Not Modified, without a body, while the answer is the same
         * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
         */
        ETag: string;
        /**
         * @description attachment, with the file name as an ASCII `filename` (other characters as `_`) and exactly as `filename*` (RFC 6266)
         * @example attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf
         */
        ContentDisposition: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signIn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@acme.example",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "rs_st_UCXtK7bU-bd9KddRlGYMrLp_I9YSV25Nfi8roGMQIzc",
                     *       "user": {
                     *         "_id": "a3c9e1f04b27",
                     *         "email_address": "ada@acme.example",
                     *         "name": "Ada Lovelace",
                     *         "username": "ada",
                     *         "initial": "AL",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "verified_email": true,
                     *         "signature": null,
                     *         "updated_date": "2026-03-02T09:15:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SigninResponse"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            /** @description Too many requests */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "signed_out": true
                     *     }
                     */
                    "application/json": components["schemas"]["SignoutResponse"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "reachable",
                     *       "dialect": "postgres"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            304: components["responses"]["NotModified"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description Default Response */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthUnavailable"];
                };
            };
            /** @description Every error response has this shape */
            "4XX": {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCompanies: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "5f1d7a0b2c3e",
                     *         "name": "Acme Recruiting",
                     *         "friendly_id": "acme-recruiting",
                     *         "initial": "AR",
                     *         "plan": "pro",
                     *         "member_count": 3,
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Company"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                /** @description Id of the user to read; the caller when left out */
                user_id?: string;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "a3c9e1f04b27",
                     *       "email_address": "ada@acme.example",
                     *       "name": "Ada Lovelace",
                     *       "username": "ada",
                     *       "initial": "AL",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "verified_email": true,
                     *       "signature": null,
                     *       "updated_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getUserDetails: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller: the User fields, its partner flag and its companies */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "a3c9e1f04b27",
                     *       "email_address": "ada@acme.example",
                     *       "name": "Ada Lovelace",
                     *       "username": "ada",
                     *       "initial": "AL",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "verified_email": true,
                     *       "signature": null,
                     *       "updated_date": "2026-03-02T09:15:00.000Z",
                     *       "is_partner": false,
                     *       "companies": [
                     *         {
                     *           "_id": "5f1d7a0b2c3e",
                     *           "name": "Acme Recruiting",
                     *           "friendly_id": "acme-recruiting",
                     *           "initial": "AR",
                     *           "plan": "pro",
                     *           "member_count": 3,
                     *           "creation_date": "2026-03-02T09:15:00.000Z",
                     *           "updated_date": "2026-03-02T10:40:12.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "1b3d5f7a9c0e",
                     *           "name": "CI",
                     *           "token_prefix": "rs_pat_xdL61NSr",
                     *           "created_at": "2026-03-02T09:15:00.000Z",
                     *           "last_used_at": "2026-03-02T10:40:12.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "CI"
                 *     }
                 */
                "application/json": {
                    /** @description A name to recognise the key by: not blank, at most 100 characters; surrounding spaces are dropped */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1b3d5f7a9c0e",
                     *       "name": "CI",
                     *       "token": "rs_pat_xdL61NSr_A2_qIRucxeas2OGn6XnilzfSXXr34ipszE",
                     *       "token_prefix": "rs_pat_xdL61NSr",
                     *       "created_at": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            /** @description Too many requests: quotaExceeded (waiting does not help), or tooManyRequests from the rate limit (API_RATE_LIMIT); Retry-After only with tooManyRequests */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "type": "candidateAdded",
                     *           "description": "A candidate was added to a position. Receivers deduplicate redeliveries by `_id`.",
                     *           "schema": {
                     *             "additionalProperties": false,
                     *             "description": "A candidate was added to a position. Receivers deduplicate redeliveries by `_id`.",
                     *             "type": "object",
                     *             "required": [
                     *               "_id",
                     *               "type",
                     *               "object",
                     *               "creation_date"
                     *             ],
                     *             "properties": {
                     *               "_id": {
                     *                 "pattern": "^[0-9a-f]{12,14}$",
                     *                 "description": "Lowercase hex id of 12 to 14 characters",
                     *                 "type": "string"
                     *               },
                     *               "type": {
                     *                 "const": "candidateAdded",
                     *                 "type": "string"
                     *               },
                     *               "object": {
                     *                 "additionalProperties": false,
                     *                 "type": "object",
                     *                 "required": [
                     *                   "company",
                     *                   "acting_user",
                     *                   "candidate",
                     *                   "position"
                     *                 ],
                     *                 "properties": {
                     *                   "company": {
                     *                     "additionalProperties": false,
                     *                     "type": "object",
                     *                     "required": [
                     *                       "_id",
                     *                       "name"
                     *                     ],
                     *                     "properties": {
                     *                       "_id": {
                     *                         "pattern": "^[0-9a-f]{12,14}$",
                     *                         "description": "Lowercase hex id of 12 to 14 characters",
                     *                         "type": "string"
                     *                       },
                     *                       "name": {
                     *                         "type": "string"
                     *                       }
                     *                     },
                     *                     "title": "EventCompany"
                     *                   },
                     *                   "acting_user": {
                     *                     "additionalProperties": false,
                     *                     "description": "The user whose request caused the event",
                     *                     "type": "object",
                     *                     "required": [
                     *                       "_id",
                     *                       "name",
                     *                       "email_address"
                     *                     ],
                     *                     "properties": {
                     *                       "_id": {
                     *                         "pattern": "^[0-9a-f]{12,14}$",
                     *                         "description": "Lowercase hex id of 12 to 14 characters",
                     *                         "type": "string"
                     *                       },
                     *                       "name": {
                     *                         "type": "string"
                     *                       },
                     *                       "email_address": {
                     *                         "type": "string"
                     *                       }
                     *                     },
                     *                     "title": "ActingUser"
                     *                   },
                     *                   "candidate": {
                     *                     "additionalProperties": false,
                     *                     "type": "object",
                     *                     "required": [
                     *                       "_id",
                     *                       "meta_id",
                     *                       "name",
                     *                       "initial",
                     *                       "headline",
                     *                       "email_address",
                     *                       "phone_number",
                     *                       "address",
                     *                       "summary",
                     *                       "tags",
                     *                       "origin",
                     *                       "source",
                     *                       "stage",
                     *                       "resume",
                     *                       "overall_score",
                     *                       "followed_by",
                     *                       "social_profiles",
                     *                       "position_id",
                     *                       "creation_date",
                     *                       "updated_date"
                     *                     ],
                     *                     "properties": {
                     *                       "_id": {
                     *                         "pattern": "^[0-9a-f]{12,14}$",
                     *                         "description": "Lowercase hex id of 12 to 14 characters",
                     *                         "type": "string"
                     *                       },
                     *                       "meta_id": {
                     *                         "pattern": "^[0-9a-f]{12,14}$",
                     *                         "description": "Lowercase hex id of 12 to 14 characters",
                     *                         "type": "string"
                     *                       },
                     *                       "name": {
                     *                         "type": "string"
                     *                       },
                     *                       "initial": {
                     *                         "description": "The first letter of the name, upper-cased",
                     *                         "examples": [
                     *                           "A"
                     *                         ],
                     *                         "type": "string"
                     *                       },
                     *                       "headline": {
                     *                         "type": [
                     *                           "string",
                     *                           "null"
                     *                         ],
                     *                         "description": "As given, or made from the first job of the work history given with the candidate (`title @ company_name`)"
                     *                       },
                     *                       "email_address": {
                     *                         "type": [
                     *                           "string",
                     *                           "null"
                     *                         ]
                     *                       },
                     *                       "phone_number": {
                     *                         "type": [
                     *                           "string",
                     *                           "null"
                     *                         ]
                     *                       },
                     *                       "address": {
                     *                         "type": [
                     *                           "string",
                     *                           "null"
                     *                         ]
                     *                       },
                     *                       "summary": {
                     *                         "type": [
                     *                           "string",
                     *                           "null"
                     *                         ]
                     *                       },
                     *                       "tags": {
                     *                         "type": "array",
                     *                         "items": {
                     *                           "type": "string"
                     *                         }
                     *                       },
                     *                       "origin": {
                     *                         "type": [
                     *                           "string",
                     *                           "null"
                     *                         ],
                     *                         "description": "Where the candidate came from, for example sourced or applied"
                     *                       },
                     *                       "source": {
                     *                         "description": "How the candidate came (`{\"id\": \"linkedin\", \"name\": \"LinkedIn\"}`)",
                     *                         "anyOf": [
                     *                           {
                     *                             "additionalProperties": false,
                     *                             "description": "An entry of a list, by its id and the name people read",
                     *                             "type": "object",
                     *                             "required": [
                     *                               "id",
                     *                               "name"
                     *                             ],
                     *                             "properties": {
                     *                               "id": {
                     *                                 "examples": [
                     *                                   "fullTime"
                     *                                 ],
                     *                                 "type": "string"
                     *                               },
                     *                               "name": {
                     *                                 "examples": [
                     *                                   "Full-Time"
                     *                                 ],
                     *                                 "type": "string"
                     *                               }
                     *                             },
                     *                             "title": "IdName"
                     *                           },
                     *                           {
                     *                             "type": "null"
                     *                           }
                     *                         ]
                     *                       },
                     *                       "stage": {
                     *                         "additionalProperties": false,
                     *                         "type": "object",
                     *                         "required": [
                     *                           "id",
                     *                           "name",
                     *                           "type"
                     *                         ],
                     *                         "properties": {
                     *                           "id": {
                     *                             "examples": [
                     *                               "applied"
                     *                             ],
                     *                             "type": "string"
                     *                           },
                     *                           "name": {
                     *                             "examples": [
                     *                               "Applied"
                     *                             ],
                     *                             "type": "string"
                     *                           },
                     *                           "type": {
                     *                             "additionalProperties": false,
                     *                             "description": "The kind of a stage, with the icon the original shows for it",
                     *                             "type": "object",
                     *                             "required": [
                     *                               "id",
                     *                               "name",
                     *                               "icon"
                     *                             ],
                     *                             "properties": {
                     *                               "id": {
                     *                                 "examples": [
                     *                                   "applied"
                     *                                 ],
                     *                                 "type": "string"
                     *                               },
                     *                               "name": {
                     *                                 "examples": [
                     *                                   "Applied"
                     *                                 ],
                     *                                 "type": "string"
                     *                               },
                     *                               "icon": {
                     *                                 "examples": [
                     *                                   "user"
                     *                                 ],
                     *                                 "type": "string"
                     *                               }
                     *                             },
                     *                             "title": "StageType"
                     *                           }
                     *                         },
                     *                         "title": "Stage"
                     *                       },
                     *                       "resume": {
                     *                         "anyOf": [
                     *                           {
                     *                             "additionalProperties": false,
                     *                             "description": "The resume the candidate has",
                     *                             "type": "object",
                     *                             "required": [
                     *                               "url",
                     *                               "file_name"
                     *                             ],
                     *                             "properties": {
                     *                               "url": {
                     *                                 "description": "Where this server serves the resume (GET with the same token)",
                     *                                 "type": "string"
                     *                               },
                     *                               "file_name": {
                     *                                 "examples": [
                     *                                   "ada-lovelace.pdf"
                     *                                 ],
                     *                                 "type": "string"
                     *                               }
                     *                             },
                     *                             "title": "CandidateResume"
                     *                           },
                     *                           {
                     *                             "type": "null"
                     *                           }
                     *                         ]
                     *                       },
                     *                       "overall_score": {
                     *                         "additionalProperties": false,
                     *                         "description": "The ids of the members who gave each score, how many scored, the sum and the mean; zero counts and a null average when unscored",
                     *                         "type": "object",
                     *                         "required": [
                     *                           "very_good",
                     *                           "good",
                     *                           "neutral",
                     *                           "poor",
                     *                           "very_poor",
                     *                           "scored_count",
                     *                           "score",
                     *                           "average_score"
                     *                         ],
                     *                         "properties": {
                     *                           "very_good": {
                     *                             "type": "array",
                     *                             "items": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             }
                     *                           },
                     *                           "good": {
                     *                             "type": "array",
                     *                             "items": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             }
                     *                           },
                     *                           "neutral": {
                     *                             "type": "array",
                     *                             "items": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             }
                     *                           },
                     *                           "poor": {
                     *                             "type": "array",
                     *                             "items": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             }
                     *                           },
                     *                           "very_poor": {
                     *                             "type": "array",
                     *                             "items": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             }
                     *                           },
                     *                           "scored_count": {
                     *                             "minimum": 0,
                     *                             "type": "integer"
                     *                           },
                     *                           "score": {
                     *                             "description": "The sum of the scores: very_good 2, good 1, neutral 0, poor -1, very_poor -2",
                     *                             "type": "integer"
                     *                           },
                     *                           "average_score": {
                     *                             "type": [
                     *                               "number",
                     *                               "null"
                     *                             ],
                     *                             "description": "The mean of the scores (very_good 2 … very_poor -2), to two decimals; null when nobody scored"
                     *                           }
                     *                         },
                     *                         "title": "OverallScore"
                     *                       },
                     *                       "followed_by": {
                     *                         "description": "Members following the candidate (this service has no following: empty)",
                     *                         "type": "array",
                     *                         "items": {
                     *                           "pattern": "^[0-9a-f]{12,14}$",
                     *                           "description": "Lowercase hex id of 12 to 14 characters",
                     *                           "type": "string"
                     *                         }
                     *                       },
                     *                       "social_profiles": {
                     *                         "type": "array",
                     *                         "items": {
                     *                           "additionalProperties": false,
                     *                           "description": "A profile of the candidate on another site",
                     *                           "type": "object",
                     *                           "required": [
                     *                             "type",
                     *                             "typeId",
                     *                             "typeName",
                     *                             "url"
                     *                           ],
                     *                           "properties": {
                     *                             "type": {
                     *                               "examples": [
                     *                                 "linkedin"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "typeId": {
                     *                               "description": "The same as type",
                     *                               "examples": [
                     *                                 "linkedin"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "typeName": {
                     *                               "examples": [
                     *                                 "LinkedIn"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "url": {
                     *                               "examples": [
                     *                                 "https://www.linkedin.com/in/ada"
                     *                               ],
                     *                               "type": "string"
                     *                             }
                     *                           },
                     *                           "title": "SocialProfile"
                     *                         }
                     *                       },
                     *                       "position_id": {
                     *                         "pattern": "^[0-9a-f]{12,14}$",
                     *                         "description": "Lowercase hex id of 12 to 14 characters",
                     *                         "type": "string"
                     *                       },
                     *                       "position": {
                     *                         "additionalProperties": false,
                     *                         "description": "Only in the answers of the search by email: the position the candidate is in",
                     *                         "type": "object",
                     *                         "required": [
                     *                           "_id",
                     *                           "name",
                     *                           "state",
                     *                           "friendly_id"
                     *                         ],
                     *                         "properties": {
                     *                           "_id": {
                     *                             "pattern": "^[0-9a-f]{12,14}$",
                     *                             "description": "Lowercase hex id of 12 to 14 characters",
                     *                             "type": "string"
                     *                           },
                     *                           "name": {
                     *                             "type": "string"
                     *                           },
                     *                           "state": {
                     *                             "description": "draft, published, closed, archived or pending",
                     *                             "type": "string",
                     *                             "enum": [
                     *                               "draft",
                     *                               "published",
                     *                               "closed",
                     *                               "archived",
                     *                               "pending"
                     *                             ],
                     *                             "title": "PositionState"
                     *                           },
                     *                           "friendly_id": {
                     *                             "type": "string"
                     *                           }
                     *                         }
                     *                       },
                     *                       "creation_date": {
                     *                         "format": "date-time",
                     *                         "type": "string"
                     *                       },
                     *                       "updated_date": {
                     *                         "format": "date-time",
                     *                         "type": "string"
                     *                       },
                     *                       "custom_attributes": {
                     *                         "description": "On a single candidate (GET, create, update, and the answers of the custom-attribute, education, work-history and move routes): every one, an empty list when none. Lists, search results and events leave them out, as they do education and work_history",
                     *                         "type": "array",
                     *                         "items": {
                     *                           "additionalProperties": false,
                     *                           "description": "A custom attribute of a candidate: one value per name",
                     *                           "type": "object",
                     *                           "required": [
                     *                             "id",
                     *                             "name",
                     *                             "value",
                     *                             "secure"
                     *                           ],
                     *                           "properties": {
                     *                             "id": {
                     *                               "description": "The slug of the name, as the original shows it",
                     *                               "examples": [
                     *                                 "desired-salary"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "name": {
                     *                               "examples": [
                     *                                 "Desired Salary"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "value": {
                     *                               "examples": [
                     *                                 "100000"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "secure": {
                     *                               "description": "Kept as the client set it; every member of the company sees the attribute",
                     *                               "type": "boolean"
                     *                             }
                     *                           },
                     *                           "title": "CustomAttribute"
                     *                         }
                     *                       },
                     *                       "education": {
                     *                         "description": "Oldest entry first; as custom_attributes",
                     *                         "type": "array",
                     *                         "items": {
                     *                           "additionalProperties": false,
                     *                           "description": "A school in the education of a candidate",
                     *                           "type": "object",
                     *                           "required": [
                     *                             "_id",
                     *                             "school_name",
                     *                             "degree",
                     *                             "field_of_study",
                     *                             "is_current",
                     *                             "start_year",
                     *                             "end_year"
                     *                           ],
                     *                           "properties": {
                     *                             "_id": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             },
                     *                             "school_name": {
                     *                               "examples": [
                     *                                 "University of Michigan"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "degree": {
                     *                               "examples": [
                     *                                 "BSc"
                     *                               ],
                     *                               "type": [
                     *                                 "string",
                     *                                 "null"
                     *                               ]
                     *                             },
                     *                             "field_of_study": {
                     *                               "examples": [
                     *                                 "Mathematics"
                     *                               ],
                     *                               "type": [
                     *                                 "string",
                     *                                 "null"
                     *                               ]
                     *                             },
                     *                             "is_current": {
                     *                               "description": "Still studying there",
                     *                               "type": "boolean"
                     *                             },
                     *                             "start_year": {
                     *                               "minimum": 1900,
                     *                               "maximum": 2100,
                     *                               "examples": [
                     *                                 2019
                     *                               ],
                     *                               "type": [
                     *                                 "integer",
                     *                                 "null"
                     *                               ]
                     *                             },
                     *                             "end_year": {
                     *                               "minimum": 1900,
                     *                               "maximum": 2100,
                     *                               "examples": [
                     *                                 2019
                     *                               ],
                     *                               "type": [
                     *                                 "integer",
                     *                                 "null"
                     *                               ]
                     *                             }
                     *                           },
                     *                           "title": "Education"
                     *                         }
                     *                       },
                     *                       "work_history": {
                     *                         "description": "Oldest entry first; as custom_attributes",
                     *                         "type": "array",
                     *                         "items": {
                     *                           "additionalProperties": false,
                     *                           "description": "A job in the work history of a candidate",
                     *                           "type": "object",
                     *                           "required": [
                     *                             "_id",
                     *                             "company_name",
                     *                             "title",
                     *                             "summary",
                     *                             "is_current",
                     *                             "start_date",
                     *                             "end_date"
                     *                           ],
                     *                           "properties": {
                     *                             "_id": {
                     *                               "pattern": "^[0-9a-f]{12,14}$",
                     *                               "description": "Lowercase hex id of 12 to 14 characters",
                     *                               "type": "string"
                     *                             },
                     *                             "company_name": {
                     *                               "examples": [
                     *                                 "Acme"
                     *                               ],
                     *                               "type": "string"
                     *                             },
                     *                             "title": {
                     *                               "examples": [
                     *                                 "Support Engineer"
                     *                               ],
                     *                               "type": [
                     *                                 "string",
                     *                                 "null"
                     *                               ]
                     *                             },
                     *                             "summary": {
                     *                               "type": [
                     *                                 "string",
                     *                                 "null"
                     *                               ]
                     *                             },
                     *                             "is_current": {
                     *                               "description": "Still working there",
                     *                               "type": "boolean"
                     *                             },
                     *                             "start_date": {
                     *                               "anyOf": [
                     *                                 {
                     *                                   "additionalProperties": false,
                     *                                   "description": "A month of a year, as work history dates are kept",
                     *                                   "type": "object",
                     *                                   "required": [
                     *                                     "month",
                     *                                     "year"
                     *                                   ],
                     *                                   "properties": {
                     *                                     "month": {
                     *                                       "minimum": 1,
                     *                                       "maximum": 12,
                     *                                       "description": "1 (January) to 12. null when only the year is known",
                     *                                       "examples": [
                     *                                         9
                     *                                       ],
                     *                                       "type": [
                     *                                         "integer",
                     *                                         "null"
                     *                                       ]
                     *                                     },
                     *                                     "year": {
                     *                                       "minimum": 1900,
                     *                                       "maximum": 2100,
                     *                                       "examples": [
                     *                                         2019
                     *                                       ],
                     *                                       "type": "integer"
                     *                                     }
                     *                                   },
                     *                                   "title": "MonthYear"
                     *                                 },
                     *                                 {
                     *                                   "type": "null"
                     *                                 }
                     *                               ]
                     *                             },
                     *                             "end_date": {
                     *                               "anyOf": [
                     *                                 {
                     *                                   "additionalProperties": false,
                     *                                   "description": "A month of a year, as work history dates are kept",
                     *                                   "type": "object",
                     *                                   "required": [
                     *                                     "month",
                     *                                     "year"
                     *                                   ],
                     *                                   "properties": {
                     *                                     "month": {
                     *                                       "minimum": 1,
                     *                                       "maximum": 12,
                     *                                       "description": "1 (January) to 12. null when only the year is known",
                     *                                       "examples": [
                     *                                         9
                     *                                       ],
                     *                                       "type": [
                     *                                         "integer",
                     *                                         "null"
                     *                                       ]
                     *                                     },
                     *                                     "year": {
                     *                                       "minimum": 1900,
                     *                                       "maximum": 2100,
                     *                                       "examples": [
                     *                                         2019
                     *                                       ],
                     *                                       "type": "integer"
                     *                                     }
                     *                                   },
                     *                                   "title": "MonthYear"
                     *                                 },
                     *                                 {
                     *                                   "type": "null"
                     *                                 }
                     *                               ]
                     *                             }
                     *                           },
                     *                           "title": "WorkHistory"
                     *                         }
                     *                       }
                     *                     },
                     *                     "title": "Candidate"
                     *                   },
                     *                   "position": {
                     *                     "additionalProperties": false,
                     *                     "description": "A position as events about its candidates and notes show it",
                     *                     "type": "object",
                     *                     "required": [
                     *                       "_id",
                     *                       "name",
                     *                       "state"
                     *                     ],
                     *                     "properties": {
                     *                       "_id": {
                     *                         "pattern": "^[0-9a-f]{12,14}$",
                     *                         "description": "Lowercase hex id of 12 to 14 characters",
                     *                         "type": "string"
                     *                       },
                     *                       "name": {
                     *                         "type": "string"
                     *                       },
                     *                       "state": {
                     *                         "description": "draft, published, closed, archived or pending",
                     *                         "type": "string",
                     *                         "enum": [
                     *                           "draft",
                     *                           "published",
                     *                           "closed",
                     *                           "archived",
                     *                           "pending"
                     *                         ],
                     *                         "title": "PositionState"
                     *                       }
                     *                     },
                     *                     "title": "PositionRef"
                     *                   }
                     *                 }
                     *               },
                     *               "creation_date": {
                     *                 "format": "date-time",
                     *                 "type": "string"
                     *               },
                     *               "test": {
                     *                 "description": "Present, and true, only on a test event sent with POST .../webhook_endpoint/{endpoint_id}/test: its `object` is example data, not a real change",
                     *                 "const": true,
                     *                 "type": "boolean"
                     *               }
                     *             },
                     *             "title": "CandidateAddedEvent"
                     *           },
                     *           "example": {
                     *             "_id": "6d0f2b4e8c19",
                     *             "type": "candidateAdded",
                     *             "object": {
                     *               "company": {
                     *                 "_id": "5f1d7a0b2c3e",
                     *                 "name": "Acme Recruiting"
                     *               },
                     *               "acting_user": {
                     *                 "_id": "a3c9e1f04b27",
                     *                 "name": "Ada Lovelace",
                     *                 "email_address": "ada@acme.example"
                     *               },
                     *               "candidate": {
                     *                 "_id": "2d8f6a1c9e34",
                     *                 "meta_id": "8c3e5a7d1b26",
                     *                 "name": "Grace Hopper",
                     *                 "initial": "G",
                     *                 "headline": "Rear Admiral @ US Navy",
                     *                 "email_address": "grace@example.com",
                     *                 "phone_number": "+49 30 1234567",
                     *                 "address": null,
                     *                 "summary": null,
                     *                 "tags": [
                     *                   "referral"
                     *                 ],
                     *                 "origin": "applied",
                     *                 "source": {
                     *                   "id": "careers-page",
                     *                   "name": "Careers page"
                     *                 },
                     *                 "stage": {
                     *                   "id": "applied",
                     *                   "name": "Applied",
                     *                   "type": {
                     *                     "id": "applied",
                     *                     "name": "Applied",
                     *                     "icon": "user"
                     *                   }
                     *                 },
                     *                 "resume": null,
                     *                 "overall_score": {
                     *                   "very_good": [],
                     *                   "good": [],
                     *                   "neutral": [],
                     *                   "poor": [],
                     *                   "very_poor": [],
                     *                   "scored_count": 0,
                     *                   "score": 0,
                     *                   "average_score": null
                     *                 },
                     *                 "followed_by": [],
                     *                 "social_profiles": [
                     *                   {
                     *                     "type": "linkedin",
                     *                     "typeId": "linkedin",
                     *                     "typeName": "LinkedIn",
                     *                     "url": "https://www.linkedin.com/in/grace"
                     *                   }
                     *                 ],
                     *                 "position_id": "7b2e4d9c1a05",
                     *                 "creation_date": "2026-03-02T09:15:00.000Z",
                     *                 "updated_date": "2026-03-02T10:40:12.000Z"
                     *               },
                     *               "position": {
                     *                 "_id": "7b2e4d9c1a05",
                     *                 "name": "Backend Engineer",
                     *                 "state": "published"
                     *               }
                     *             },
                     *             "creation_date": "2026-03-02T10:40:12.000Z"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EventTypeCatalog"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "5f1d7a0b2c3e",
                     *       "name": "Acme Recruiting",
                     *       "friendly_id": "acme-recruiting",
                     *       "initial": "AR",
                     *       "plan": "pro",
                     *       "member_count": 3,
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Company"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "we_8f14e45fceea167a5a36dedd",
                     *           "url": "https://ats.example.com/hooks/recruiting",
                     *           "description": "ATS sync",
                     *           "events": [
                     *             "candidateAdded",
                     *             "candidateStatusUpdated"
                     *           ],
                     *           "status": "active",
                     *           "enabled": true,
                     *           "stats": {
                     *             "successful_deliveries": 41,
                     *             "failed_deliveries": 1,
                     *             "last_delivery_at": "2026-03-02T10:40:12.000Z"
                     *           },
                     *           "rate_limit": 10,
                     *           "headers": {
                     *             "X-Api-Key": "••••"
                     *           },
                     *           "secret_prefix": "whsec_7H9kwv",
                     *           "created_at": "2026-03-02T09:15:00.000Z",
                     *           "updated_at": "2026-03-02T09:15:00.000Z",
                     *           "is_legacy": false,
                     *           "disabled_reason": null,
                     *           "disabled_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://ats.example.com/hooks/recruiting",
                 *       "description": "ATS sync",
                 *       "events": [
                 *         "candidateAdded",
                 *         "candidateStatusUpdated"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description HTTPS URL to which deliveries are sent, stored as given: an absolute URL (WHATWG URL Standard) without spaces or control characters. It must not contain credentials, nor (unless the service allows private targets) point to a private or reserved address.
                     * @example https://example.com/webhooks
                     */
                    url: string;
                    description?: string;
                    /** @description Subscribed event types; each is kept once */
                    events: components["schemas"]["EventType"][];
                    /**
                     * @description Deliveries per second at most (1 to 1000), measured at the receiver: no one-second window holds more. Deliveries waiting for their turn stay pending with the time they go as next_attempt_at; null: no limit
                     * @example 10
                     */
                    rate_limit?: number | null;
                    /**
                     * @description Custom headers sent with every delivery, at most 20: names are HTTP tokens of up to 100 characters, each once whatever its case, none of connection, keep-alive, proxy-authenticate, proxy-authorization, proxy-connection, te, trailer, transfer-encoding, upgrade, host, content-length, content-type, content-encoding, user-agent, traceparent, tracestate and none starting with x-hook-signature or webhook-; values up to 1000 characters without line breaks or control characters. Stored encrypted; responses show the names only. On update the object replaces every header; null or {} removes them all.
                     * @example {
                     *       "X-Api-Key": "gateway-key"
                     *     }
                     */
                    headers?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The create response: the endpoint with its full secret and without secret_prefix */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_8f14e45fceea167a5a36dedd",
                     *       "url": "https://ats.example.com/hooks/recruiting",
                     *       "description": "ATS sync",
                     *       "events": [
                     *         "candidateAdded",
                     *         "candidateStatusUpdated"
                     *       ],
                     *       "status": "active",
                     *       "enabled": true,
                     *       "stats": {
                     *         "successful_deliveries": 0,
                     *         "failed_deliveries": 0,
                     *         "last_delivery_at": null
                     *       },
                     *       "rate_limit": 10,
                     *       "headers": {
                     *         "X-Api-Key": "••••"
                     *       },
                     *       "created_at": "2026-03-02T09:15:00.000Z",
                     *       "updated_at": "2026-03-02T09:15:00.000Z",
                     *       "is_legacy": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "secret": "whsec_7H9kwvDdWlUABdg+CZdayz585C7z8KoOZGTIZ4A/GFA="
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            /** @description Too many requests: quotaExceeded (waiting does not help), or tooManyRequests from the rate limit (API_RATE_LIMIT); Retry-After only with tooManyRequests */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_8f14e45fceea167a5a36dedd",
                     *       "url": "https://ats.example.com/hooks/recruiting",
                     *       "description": "ATS sync",
                     *       "events": [
                     *         "candidateAdded",
                     *         "candidateStatusUpdated"
                     *       ],
                     *       "status": "active",
                     *       "enabled": true,
                     *       "stats": {
                     *         "successful_deliveries": 41,
                     *         "failed_deliveries": 1,
                     *         "last_delivery_at": "2026-03-02T10:40:12.000Z"
                     *       },
                     *       "rate_limit": 10,
                     *       "headers": {
                     *         "X-Api-Key": "••••"
                     *       },
                     *       "secret_prefix": "whsec_7H9kwv",
                     *       "created_at": "2026-03-02T09:15:00.000Z",
                     *       "updated_at": "2026-03-02T09:15:00.000Z",
                     *       "is_legacy": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        /** @description Any subset of the fields; omitted fields keep their value */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "candidateAdded",
                 *         "candidateStatusUpdated"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description HTTPS URL to which deliveries are sent, stored as given: an absolute URL (WHATWG URL Standard) without spaces or control characters. It must not contain credentials, nor (unless the service allows private targets) point to a private or reserved address.
                     * @example https://example.com/webhooks
                     */
                    url?: string;
                    description?: string;
                    /** @description Subscribed event types; each is kept once */
                    events?: components["schemas"]["EventType"][];
                    enabled?: boolean;
                    /**
                     * @description Deliveries per second at most (1 to 1000), measured at the receiver: no one-second window holds more. Deliveries waiting for their turn stay pending with the time they go as next_attempt_at; null: no limit
                     * @example 10
                     */
                    rate_limit?: number | null;
                    /**
                     * @description Custom headers sent with every delivery, at most 20: names are HTTP tokens of up to 100 characters, each once whatever its case, none of connection, keep-alive, proxy-authenticate, proxy-authorization, proxy-connection, te, trailer, transfer-encoding, upgrade, host, content-length, content-type, content-encoding, user-agent, traceparent, tracestate and none starting with x-hook-signature or webhook-; values up to 1000 characters without line breaks or control characters. Stored encrypted; responses show the names only. On update the object replaces every header; null or {} removes them all.
                     * @example {
                     *       "X-Api-Key": "gateway-key"
                     *     }
                     */
                    headers?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_8f14e45fceea167a5a36dedd",
                     *       "url": "https://ats.example.com/hooks/recruiting",
                     *       "description": "ATS sync",
                     *       "events": [
                     *         "candidateAdded",
                     *         "candidateStatusUpdated"
                     *       ],
                     *       "status": "active",
                     *       "enabled": true,
                     *       "stats": {
                     *         "successful_deliveries": 41,
                     *         "failed_deliveries": 1,
                     *         "last_delivery_at": "2026-03-02T10:40:12.000Z"
                     *       },
                     *       "rate_limit": 10,
                     *       "headers": {
                     *         "X-Api-Key": "••••"
                     *       },
                     *       "secret_prefix": "whsec_7H9kwv",
                     *       "created_at": "2026-03-02T09:15:00.000Z",
                     *       "updated_at": "2026-03-02T09:15:00.000Z",
                     *       "is_legacy": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    pauseWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_8f14e45fceea167a5a36dedd",
                     *       "url": "https://ats.example.com/hooks/recruiting",
                     *       "description": "ATS sync",
                     *       "events": [
                     *         "candidateAdded",
                     *         "candidateStatusUpdated"
                     *       ],
                     *       "status": "paused",
                     *       "enabled": true,
                     *       "stats": {
                     *         "successful_deliveries": 41,
                     *         "failed_deliveries": 1,
                     *         "last_delivery_at": "2026-03-02T10:40:12.000Z"
                     *       },
                     *       "rate_limit": 10,
                     *       "headers": {
                     *         "X-Api-Key": "••••"
                     *       },
                     *       "secret_prefix": "whsec_7H9kwv",
                     *       "created_at": "2026-03-02T09:15:00.000Z",
                     *       "updated_at": "2026-03-02T09:15:00.000Z",
                     *       "is_legacy": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    resumeWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        /** @description May be left out */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "discard_held": false
                 *     }
                 */
                "application/json": {
                    /**
                     * @description true: cancel every delivery still pending for the endpoint (those held while it was paused) instead of sending it; they show as cancelled in the delivery log and `recover` can still send them
                     * @default false
                     */
                    discard_held?: boolean;
                    /**
                     * @description true: change nothing, and answer how many deliveries the request would touch
                     * @default false
                     */
                    dry_run?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_8f14e45fceea167a5a36dedd",
                     *       "url": "https://ats.example.com/hooks/recruiting",
                     *       "description": "ATS sync",
                     *       "events": [
                     *         "candidateAdded",
                     *         "candidateStatusUpdated"
                     *       ],
                     *       "status": "active",
                     *       "enabled": true,
                     *       "stats": {
                     *         "successful_deliveries": 41,
                     *         "failed_deliveries": 1,
                     *         "last_delivery_at": "2026-03-02T10:40:12.000Z"
                     *       },
                     *       "rate_limit": 10,
                     *       "headers": {
                     *         "X-Api-Key": "••••"
                     *       },
                     *       "secret_prefix": "whsec_7H9kwv",
                     *       "created_at": "2026-03-02T09:15:00.000Z",
                     *       "updated_at": "2026-03-02T09:15:00.000Z",
                     *       "is_legacy": false,
                     *       "disabled_reason": null,
                     *       "disabled_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"] | components["schemas"]["MassActionDryRun"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page, as given */
                cursor?: string;
                /** @description previous_cursor of a page, as given: the page before it, in the same order */
                before?: string;
                /** @description newest first (default) or oldest first */
                order?: "newest" | "oldest";
                /** @description Only deliveries whose latest attempt got this HTTP status */
                status_code?: number;
                /** @description Only the delivery of this event (the payload's `_id`) */
                event_id?: string;
                /** @description pending: queued or waiting for a retry; succeeded: a 2xx came back; failed: every attempt failed; cancelled: will not be sent */
                status?: "pending" | "succeeded" | "failed" | "cancelled";
                /** @description An event type */
                event_type?: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
                /** @description Only deliveries made at or after this time: an ISO 8601 date (UTC midnight) or date-time with a zone */
                since?: string;
                /** @description Only deliveries made before this time (same forms as since) */
                until?: string;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "1042",
                     *           "event_id": "6d0f2b4e8c19",
                     *           "event_type": "candidateStatusUpdated",
                     *           "status": "succeeded",
                     *           "attempt_count": 2,
                     *           "last_attempt_at": "2026-03-02T10:40:12.000Z",
                     *           "next_attempt_at": null,
                     *           "last_status_code": 200,
                     *           "last_error": null,
                     *           "created_at": "2026-03-02T10:40:12.000Z",
                     *           "waiting": null
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "previous_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
                /**
                 * @description Delivery id: a decimal number, as a string
                 * @example 48213
                 */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1042",
                     *       "event_id": "6d0f2b4e8c19",
                     *       "event_type": "candidateStatusUpdated",
                     *       "status": "succeeded",
                     *       "attempt_count": 2,
                     *       "last_attempt_at": "2026-03-02T10:40:12.000Z",
                     *       "next_attempt_at": null,
                     *       "last_status_code": 200,
                     *       "last_error": null,
                     *       "created_at": "2026-03-02T10:40:12.000Z",
                     *       "waiting": null,
                     *       "payload": "{\"_id\":\"6d0f2b4e8c19\",\"type\":\"candidateStatusUpdated\",\"object\":{\"company\":{\"_id\":\"5f1d7a0b2c3e\",\"name\":\"Acme Recruiting\"},\"acting_user\":{\"_id\":\"a3c9e1f04b27\",\"name\":\"Ada Lovelace\",\"email_address\":\"ada@acme.example\"},\"candidate\":{\"_id\":\"2d8f6a1c9e34\",\"meta_id\":\"8c3e5a7d1b26\",\"name\":\"Grace Hopper\",\"initial\":\"G\",\"headline\":\"Rear Admiral @ US Navy\",\"email_address\":\"grace@example.com\",\"phone_number\":\"+49 30 1234567\",\"address\":null,\"summary\":null,\"tags\":[\"referral\"],\"origin\":\"applied\",\"source\":{\"id\":\"careers-page\",\"name\":\"Careers page\"},\"stage\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"type\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"icon\":\"calendar\"}},\"resume\":null,\"overall_score\":{\"very_good\":[],\"good\":[],\"neutral\":[],\"poor\":[],\"very_poor\":[],\"scored_count\":0,\"score\":0,\"average_score\":null},\"followed_by\":[],\"social_profiles\":[{\"type\":\"linkedin\",\"typeId\":\"linkedin\",\"typeName\":\"LinkedIn\",\"url\":\"https://www.linkedin.com/in/grace\"}],\"position_id\":\"7b2e4d9c1a05\",\"creation_date\":\"2026-03-02T09:15:00.000Z\",\"updated_date\":\"2026-03-02T10:40:12.000Z\"},\"position\":{\"_id\":\"7b2e4d9c1a05\",\"name\":\"Backend Engineer\",\"state\":\"published\"},\"stage\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"type\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"icon\":\"calendar\"}},\"stage_was\":{\"id\":\"feedback\",\"name\":\"Feedback\",\"type\":{\"id\":\"feedback\",\"name\":\"Feedback\",\"icon\":\"group\"}}},\"creation_date\":\"2026-03-02T10:40:12.000Z\"}",
                     *       "attempts": [
                     *         {
                     *           "attempted_at": "2026-03-02T10:40:12.120Z",
                     *           "duration_ms": 30012,
                     *           "status_code": null,
                     *           "error": "timeout after 30000 ms",
                     *           "response_headers": null,
                     *           "response_body": null,
                     *           "response_body_truncated": false,
                     *           "request_headers": {
                     *             "content-type": "application/json",
                     *             "user-agent": "recruiting-api-webhooks/0.1",
                     *             "x-api-key": "(hidden)",
                     *             "x-hook-signature": "5f0c8bd3a1d0f9e4c6b2a7d8e9f01234567890abcdef1234567890abcdef1234",
                     *             "webhook-id": "6d0f2b4e8c19",
                     *             "webhook-timestamp": "1772448012",
                     *             "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
                     *           }
                     *         },
                     *         {
                     *           "attempted_at": "2026-03-02T10:40:12.000Z",
                     *           "duration_ms": 84,
                     *           "status_code": 200,
                     *           "error": null,
                     *           "response_headers": {
                     *             "content-type": "application/json",
                     *             "x-request-id": "req-42"
                     *           },
                     *           "response_body": "{\"received\":true}",
                     *           "response_body_truncated": false,
                     *           "request_headers": {
                     *             "content-type": "application/json",
                     *             "user-agent": "recruiting-api-webhooks/0.1",
                     *             "x-api-key": "(hidden)",
                     *             "x-hook-signature": "5f0c8bd3a1d0f9e4c6b2a7d8e9f01234567890abcdef1234567890abcdef1234",
                     *             "webhook-id": "6d0f2b4e8c19",
                     *             "webhook-timestamp": "1772448092",
                     *             "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
                /**
                 * @description Delivery id: a decimal number, as a string
                 * @example 48213
                 */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1042",
                     *       "event_id": "6d0f2b4e8c19",
                     *       "event_type": "candidateStatusUpdated",
                     *       "status": "pending",
                     *       "attempt_count": 2,
                     *       "last_attempt_at": "2026-03-02T10:40:12.000Z",
                     *       "next_attempt_at": "2026-03-02T10:40:12.000Z",
                     *       "last_status_code": 200,
                     *       "last_error": null,
                     *       "created_at": "2026-03-02T10:40:12.000Z",
                     *       "waiting": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description Conflict with the resource’s state */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-03-01T00:00:00.000Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-or-date-time
                     * @description Queue again failed and cancelled deliveries made at or after this time (ISO 8601)
                     */
                    since: string;
                    /**
                     * Format: date-or-date-time
                     * @description and before this time (default: now)
                     */
                    until?: string;
                    /**
                     * @description true: change nothing, and answer how many deliveries the request would touch
                     * @default false
                     */
                    dry_run?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dry_run": true,
                     *       "deliveries": 3,
                     *       "more": false
                     *     }
                     */
                    "application/json": components["schemas"]["MassActionDryRun"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "requeued": 3
                     *     }
                     */
                    "application/json": components["schemas"]["RecoveredWebhookDeliveries"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    sendTestWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        /** @description May be left out */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_type": "candidateAdded"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The example's event type; default: the endpoint's first subscribed type
                     * @enum {string}
                     */
                    event_type?: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
                } | null;
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1043",
                     *       "event_id": "6d0f2b4e8c19",
                     *       "event_type": "candidateAdded",
                     *       "status": "pending",
                     *       "attempt_count": 0,
                     *       "last_attempt_at": null,
                     *       "next_attempt_at": null,
                     *       "last_status_code": null,
                     *       "last_error": null,
                     *       "created_at": "2026-03-02T10:40:12.000Z",
                     *       "waiting": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            /** @description Too many requests: tooManyRequests from the rate limit (API_RATE_LIMIT), or tooManyWebhookTests from the company's allowance of test events and receiver checks (WEBHOOK_TEST_RATE_LIMIT); with Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        /** @description May be left out */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overlap_hours": 24
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How long deliveries are signed with the old secret too; 0 erases it at once
                     * @default 24
                     */
                    overlap_hours?: number;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_AM64fzs7xgG1VI729ApXyi2/WaWBJnLaTcfgDYnB1q8=",
                     *       "secret_prefix": "whsec_AM64fz",
                     *       "previous_secret_expires_at": "2026-03-03T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page, as given */
                cursor?: string;
                /** @description An event type */
                type?: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
                /** @description Only events made at or after this time: an ISO 8601 date (UTC midnight) or date-time with a zone */
                since?: string;
                /** @description Only events made before this time (same forms as since) */
                until?: string;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "_id": "6d0f2b4e8c19",
                     *           "type": "candidateStatusUpdated",
                     *           "created_at": "2026-03-02T10:40:12.000Z",
                     *           "payload": "{\"_id\":\"6d0f2b4e8c19\",\"type\":\"candidateStatusUpdated\",\"object\":{\"company\":{\"_id\":\"5f1d7a0b2c3e\",\"name\":\"Acme Recruiting\"},\"acting_user\":{\"_id\":\"a3c9e1f04b27\",\"name\":\"Ada Lovelace\",\"email_address\":\"ada@acme.example\"},\"candidate\":{\"_id\":\"2d8f6a1c9e34\",\"meta_id\":\"8c3e5a7d1b26\",\"name\":\"Grace Hopper\",\"initial\":\"G\",\"headline\":\"Rear Admiral @ US Navy\",\"email_address\":\"grace@example.com\",\"phone_number\":\"+49 30 1234567\",\"address\":null,\"summary\":null,\"tags\":[\"referral\"],\"origin\":\"applied\",\"source\":{\"id\":\"careers-page\",\"name\":\"Careers page\"},\"stage\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"type\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"icon\":\"calendar\"}},\"resume\":null,\"overall_score\":{\"very_good\":[],\"good\":[],\"neutral\":[],\"poor\":[],\"very_poor\":[],\"scored_count\":0,\"score\":0,\"average_score\":null},\"followed_by\":[],\"social_profiles\":[{\"type\":\"linkedin\",\"typeId\":\"linkedin\",\"typeName\":\"LinkedIn\",\"url\":\"https://www.linkedin.com/in/grace\"}],\"position_id\":\"7b2e4d9c1a05\",\"creation_date\":\"2026-03-02T09:15:00.000Z\",\"updated_date\":\"2026-03-02T10:40:12.000Z\"},\"position\":{\"_id\":\"7b2e4d9c1a05\",\"name\":\"Backend Engineer\",\"state\":\"published\"},\"stage\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"type\":{\"id\":\"interviewing\",\"name\":\"Interviewing\",\"icon\":\"calendar\"}},\"stage_was\":{\"id\":\"feedback\",\"name\":\"Feedback\",\"type\":{\"id\":\"feedback\",\"name\":\"Feedback\",\"icon\":\"group\"}}},\"creation_date\":\"2026-03-02T10:40:12.000Z\"}"
                     *         }
                     *       ],
                     *       "next_cursor": "MTc3MjQ0ODQxMjAwMC42ZDBmMmI0ZThjMTk"
                     *     }
                     */
                    "application/json": components["schemas"]["EventList"];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getWebhookEndpointStats: {
        parameters: {
            query?: {
                /** @description 24h or 7d */
                window?: "24h" | "7d";
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "window": "24h",
                     *       "from": "2026-03-01T11:00:00.000Z",
                     *       "until": "2026-03-02T11:00:00.000Z",
                     *       "bucket_minutes": 60,
                     *       "buckets": [
                     *         {
                     *           "start": "2026-03-01T11:00:00.000Z",
                     *           "succeeded": 40,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T12:00:00.000Z",
                     *           "succeeded": 41,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T13:00:00.000Z",
                     *           "succeeded": 42,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T14:00:00.000Z",
                     *           "succeeded": 43,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T15:00:00.000Z",
                     *           "succeeded": 44,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T16:00:00.000Z",
                     *           "succeeded": 40,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T17:00:00.000Z",
                     *           "succeeded": 41,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T18:00:00.000Z",
                     *           "succeeded": 42,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T19:00:00.000Z",
                     *           "succeeded": 43,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T20:00:00.000Z",
                     *           "succeeded": 44,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T21:00:00.000Z",
                     *           "succeeded": 40,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T22:00:00.000Z",
                     *           "succeeded": 41,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-01T23:00:00.000Z",
                     *           "succeeded": 42,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T00:00:00.000Z",
                     *           "succeeded": 43,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T01:00:00.000Z",
                     *           "succeeded": 44,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T02:00:00.000Z",
                     *           "succeeded": 40,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T03:00:00.000Z",
                     *           "succeeded": 41,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T04:00:00.000Z",
                     *           "succeeded": 42,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T05:00:00.000Z",
                     *           "succeeded": 43,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T06:00:00.000Z",
                     *           "succeeded": 44,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T07:00:00.000Z",
                     *           "succeeded": 40,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T08:00:00.000Z",
                     *           "succeeded": 41,
                     *           "failed": 0
                     *         },
                     *         {
                     *           "start": "2026-03-02T09:00:00.000Z",
                     *           "succeeded": 42,
                     *           "failed": 3
                     *         },
                     *         {
                     *           "start": "2026-03-02T10:00:00.000Z",
                     *           "succeeded": 12,
                     *           "failed": 0
                     *         }
                     *       ],
                     *       "succeeded": 975,
                     *       "failed": 3,
                     *       "response_time_ms": {
                     *         "p50": 84,
                     *         "p95": 412
                     *       },
                     *       "health": {
                     *         "status": "healthy",
                     *         "since": null,
                     *         "reason": null,
                     *         "summary": "healthy"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointHealthStats"];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    checkWebhookReceiver: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Webhook endpoint id: "we_" and 24 lowercase hex characters
                 * @example we_3f9a1c0d5e7b2a4c6d8e0f12
                 */
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "passed": false,
                     *       "steps": [
                     *         {
                     *           "name": "valid",
                     *           "expected": "accept",
                     *           "status_code": 200,
                     *           "error": null,
                     *           "duration_ms": 84,
                     *           "passed": true
                     *         },
                     *         {
                     *           "name": "wrong_signature",
                     *           "expected": "refuse",
                     *           "status_code": 401,
                     *           "error": null,
                     *           "duration_ms": 31,
                     *           "passed": true
                     *         },
                     *         {
                     *           "name": "old_timestamp",
                     *           "expected": "refuse",
                     *           "status_code": 200,
                     *           "error": null,
                     *           "duration_ms": 40,
                     *           "passed": false
                     *         },
                     *         {
                     *           "name": "replay",
                     *           "expected": "refuse",
                     *           "status_code": 200,
                     *           "error": null,
                     *           "duration_ms": 38,
                     *           "passed": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReceiverCheck"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            /** @description Too many requests: tooManyRequests from the rate limit (API_RATE_LIMIT), or tooManyWebhookTests from the company's allowance of test events and receiver checks (WEBHOOK_TEST_RATE_LIMIT), or receiverChecksBusy while too many checks wait their turn (WEBHOOK_CHECK_CONCURRENCY); with Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listPipelines: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every pipeline, keyed by its id */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "default": {
                     *         "id": "default",
                     *         "name": "Default",
                     *         "stages": [
                     *           {
                     *             "id": "applied",
                     *             "name": "Applied",
                     *             "type": {
                     *               "id": "applied",
                     *               "name": "Applied",
                     *               "icon": "user"
                     *             }
                     *           },
                     *           {
                     *             "id": "feedback",
                     *             "name": "Feedback",
                     *             "type": {
                     *               "id": "feedback",
                     *               "name": "Feedback",
                     *               "icon": "group"
                     *             }
                     *           },
                     *           {
                     *             "id": "interviewing",
                     *             "name": "Interviewing",
                     *             "type": {
                     *               "id": "interviewing",
                     *               "name": "Interviewing",
                     *               "icon": "calendar"
                     *             }
                     *           },
                     *           {
                     *             "id": "offer",
                     *             "name": "Offer",
                     *             "type": {
                     *               "id": "offer",
                     *               "name": "Offer",
                     *               "icon": "paper-plane"
                     *             }
                     *           },
                     *           {
                     *             "id": "hired",
                     *             "name": "Hired",
                     *             "type": {
                     *               "id": "hired",
                     *               "name": "Hired",
                     *               "icon": "thumbs-up"
                     *             }
                     *           },
                     *           {
                     *             "id": "disqualified",
                     *             "name": "Disqualified",
                     *             "type": {
                     *               "id": "disqualified",
                     *               "name": "Disqualified",
                     *               "icon": "ban"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Pipelines"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listPositions: {
        parameters: {
            query?: {
                /** @description Only positions in this state */
                state?: "draft" | "published" | "closed" | "archived" | "pending";
                /**
                 * @description 1-based page number; with it, or with page_size, the list is paged (page_size 50 by default)
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1 to 50; without page and page_size the whole list is answered
                 * @example 50
                 */
                page_size?: number;
                /**
                 * @description created (default): oldest first; updated: least recently updated first, the order to sync in
                 * @example updated
                 */
                sort?: "created" | "updated";
                /**
                 * @description Only items created or changed at or after this time: an ISO 8601 date (UTC midnight) or date-time with a time zone. Pass the greatest updated_date seen to sync incrementally
                 * @example 2026-03-02T10:40:12.000Z
                 */
                updated_since?: string;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "7b2e4d9c1a05",
                     *         "name": "Backend Engineer",
                     *         "description": "Build and run the API behind our hiring tools.",
                     *         "friendly_id": "7b2e4d9c1a05-backend-engineer",
                     *         "type": {
                     *           "id": "fullTime",
                     *           "name": "Full-Time"
                     *         },
                     *         "location": {
                     *           "country": {
                     *             "id": "DE",
                     *             "name": "Germany"
                     *           },
                     *           "city": "Berlin",
                     *           "name": "Berlin, DE",
                     *           "is_remote": false
                     *         },
                     *         "department": "Engineering",
                     *         "experience": null,
                     *         "education": null,
                     *         "category": {
                     *           "id": "software-development",
                     *           "name": "Software Development"
                     *         },
                     *         "requisition_id": null,
                     *         "tags": [],
                     *         "application_form": {
                     *           "name": "required",
                     *           "headline": "optional",
                     *           "summary": "optional",
                     *           "profile_photo": "optional",
                     *           "address": "hidden",
                     *           "salary": "hidden",
                     *           "email_address": "required",
                     *           "phone_number": "optional",
                     *           "resume": "optional",
                     *           "work_history": "optional",
                     *           "education": "optional",
                     *           "cover_letter": "optional"
                     *         },
                     *         "state": "published",
                     *         "pipeline_id": "default",
                     *         "pipeline": "default",
                     *         "creator_id": "1f50f99b50ab",
                     *         "all_users": [
                     *           "1f50f99b50ab"
                     *         ],
                     *         "all_admins": [
                     *           "1f50f99b50ab"
                     *         ],
                     *         "candidate_type": "all",
                     *         "org_type": "position",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Position"][];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createPosition: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        /** @description Fields this service does not know are ignored. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Backend Engineer",
                 *       "type": {
                 *         "id": "fullTime",
                 *         "name": "Full-Time"
                 *       },
                 *       "location": {
                 *         "country": {
                 *           "id": "DE",
                 *           "name": "Germany"
                 *         },
                 *         "city": "Berlin",
                 *         "name": "Berlin, DE",
                 *         "is_remote": false
                 *       },
                 *       "department": "Engineering"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @description Kind of position: the original's `{"id": "fullTime", "name": "Full-Time"}`, or a string (a known id or name, written any way, or free text) */
                    type?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description The original's location object (`{"country": {"id": "CZ", "name": "Czech Republic"}, "city": "Prague", "is_remote": false}`), or a plain string: the name */
                    location?: string | {
                        /** @description An ISO 3166 code or a name, or {id, name} */
                        country?: string | {
                            id?: string;
                            name?: string;
                        } | null;
                        /** @description Accepted and not kept */
                        state?: string | Record<string, never> | null;
                        city?: string | null;
                        name?: string | null;
                        is_remote?: boolean;
                    } | null;
                    department?: string | null;
                    /** @description Experience asked for: `{id, name}` or a string */
                    experience?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description Education asked for: `{id, name}` or a string */
                    education?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description `{id, name}` or a string (see GET categories) */
                    category?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    requisition_id?: string | null;
                    tags?: string[];
                    /** @description Any of the form fields, each required, optional or hidden; those left out keep the default. Other keys are ignored */
                    application_form?: ({
                        /** @enum {string} */
                        name?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        headline?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        summary?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        profile_photo?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        address?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        salary?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        email_address?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        phone_number?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        resume?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        work_history?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        education?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        cover_letter?: "required" | "optional" | "hidden";
                    } & {
                        [key: string]: unknown;
                    }) | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "7b2e4d9c1a05",
                     *       "name": "Backend Engineer",
                     *       "description": null,
                     *       "friendly_id": "7b2e4d9c1a05-backend-engineer",
                     *       "type": {
                     *         "id": "fullTime",
                     *         "name": "Full-Time"
                     *       },
                     *       "location": {
                     *         "country": {
                     *           "id": "DE",
                     *           "name": "Germany"
                     *         },
                     *         "city": "Berlin",
                     *         "name": "Berlin, DE",
                     *         "is_remote": false
                     *       },
                     *       "department": "Engineering",
                     *       "experience": null,
                     *       "education": null,
                     *       "category": {
                     *         "id": "software-development",
                     *         "name": "Software Development"
                     *       },
                     *       "requisition_id": null,
                     *       "tags": [],
                     *       "application_form": {
                     *         "name": "required",
                     *         "headline": "optional",
                     *         "summary": "optional",
                     *         "profile_photo": "optional",
                     *         "address": "hidden",
                     *         "salary": "hidden",
                     *         "email_address": "required",
                     *         "phone_number": "optional",
                     *         "resume": "optional",
                     *         "work_history": "optional",
                     *         "education": "optional",
                     *         "cover_letter": "optional"
                     *       },
                     *       "state": "draft",
                     *       "pipeline_id": "default",
                     *       "pipeline": "default",
                     *       "creator_id": "1f50f99b50ab",
                     *       "all_users": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "all_admins": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "candidate_type": "all",
                     *       "org_type": "position",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getPosition: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "7b2e4d9c1a05",
                     *       "name": "Backend Engineer",
                     *       "description": "Build and run the API behind our hiring tools.",
                     *       "friendly_id": "7b2e4d9c1a05-backend-engineer",
                     *       "type": {
                     *         "id": "fullTime",
                     *         "name": "Full-Time"
                     *       },
                     *       "location": {
                     *         "country": {
                     *           "id": "DE",
                     *           "name": "Germany"
                     *         },
                     *         "city": "Berlin",
                     *         "name": "Berlin, DE",
                     *         "is_remote": false
                     *       },
                     *       "department": "Engineering",
                     *       "experience": null,
                     *       "education": null,
                     *       "category": {
                     *         "id": "software-development",
                     *         "name": "Software Development"
                     *       },
                     *       "requisition_id": null,
                     *       "tags": [],
                     *       "application_form": {
                     *         "name": "required",
                     *         "headline": "optional",
                     *         "summary": "optional",
                     *         "profile_photo": "optional",
                     *         "address": "hidden",
                     *         "salary": "hidden",
                     *         "email_address": "required",
                     *         "phone_number": "optional",
                     *         "resume": "optional",
                     *         "work_history": "optional",
                     *         "education": "optional",
                     *         "cover_letter": "optional"
                     *       },
                     *       "state": "published",
                     *       "pipeline_id": "default",
                     *       "pipeline": "default",
                     *       "creator_id": "1f50f99b50ab",
                     *       "all_users": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "all_admins": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "candidate_type": "all",
                     *       "org_type": "position",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Position"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    updatePosition: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        /** @description Any subset of the fields; omitted fields keep their value, null clears one. The state has its own operation. Fields this service does not know are ignored. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Build and run the API behind our hiring tools."
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @description Kind of position: the original's `{"id": "fullTime", "name": "Full-Time"}`, or a string (a known id or name, written any way, or free text) */
                    type?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description The original's location object (`{"country": {"id": "CZ", "name": "Czech Republic"}, "city": "Prague", "is_remote": false}`), or a plain string: the name */
                    location?: string | {
                        /** @description An ISO 3166 code or a name, or {id, name} */
                        country?: string | {
                            id?: string;
                            name?: string;
                        } | null;
                        /** @description Accepted and not kept */
                        state?: string | Record<string, never> | null;
                        city?: string | null;
                        name?: string | null;
                        is_remote?: boolean;
                    } | null;
                    department?: string | null;
                    /** @description Experience asked for: `{id, name}` or a string */
                    experience?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description Education asked for: `{id, name}` or a string */
                    education?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description `{id, name}` or a string (see GET categories) */
                    category?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    requisition_id?: string | null;
                    tags?: string[];
                    /** @description Any of the form fields, each required, optional or hidden; those left out keep the default. Other keys are ignored */
                    application_form?: ({
                        /** @enum {string} */
                        name?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        headline?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        summary?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        profile_photo?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        address?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        salary?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        email_address?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        phone_number?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        resume?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        work_history?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        education?: "required" | "optional" | "hidden";
                        /** @enum {string} */
                        cover_letter?: "required" | "optional" | "hidden";
                    } & {
                        [key: string]: unknown;
                    }) | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "7b2e4d9c1a05",
                     *       "name": "Backend Engineer",
                     *       "description": "Build and run the API behind our hiring tools.",
                     *       "friendly_id": "7b2e4d9c1a05-backend-engineer",
                     *       "type": {
                     *         "id": "fullTime",
                     *         "name": "Full-Time"
                     *       },
                     *       "location": {
                     *         "country": {
                     *           "id": "DE",
                     *           "name": "Germany"
                     *         },
                     *         "city": "Berlin",
                     *         "name": "Berlin, DE",
                     *         "is_remote": false
                     *       },
                     *       "department": "Engineering",
                     *       "experience": null,
                     *       "education": null,
                     *       "category": {
                     *         "id": "software-development",
                     *         "name": "Software Development"
                     *       },
                     *       "requisition_id": null,
                     *       "tags": [],
                     *       "application_form": {
                     *         "name": "required",
                     *         "headline": "optional",
                     *         "summary": "optional",
                     *         "profile_photo": "optional",
                     *         "address": "hidden",
                     *         "salary": "hidden",
                     *         "email_address": "required",
                     *         "phone_number": "optional",
                     *         "resume": "optional",
                     *         "work_history": "optional",
                     *         "education": "optional",
                     *         "cover_letter": "optional"
                     *       },
                     *       "state": "published",
                     *       "pipeline_id": "default",
                     *       "pipeline": "default",
                     *       "creator_id": "1f50f99b50ab",
                     *       "all_users": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "all_admins": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "candidate_type": "all",
                     *       "org_type": "position",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deletePosition: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    setPositionState: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "published"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    state: "draft" | "published" | "closed" | "archived" | "pending";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "7b2e4d9c1a05",
                     *       "name": "Backend Engineer",
                     *       "description": "Build and run the API behind our hiring tools.",
                     *       "friendly_id": "7b2e4d9c1a05-backend-engineer",
                     *       "type": {
                     *         "id": "fullTime",
                     *         "name": "Full-Time"
                     *       },
                     *       "location": {
                     *         "country": {
                     *           "id": "DE",
                     *           "name": "Germany"
                     *         },
                     *         "city": "Berlin",
                     *         "name": "Berlin, DE",
                     *         "is_remote": false
                     *       },
                     *       "department": "Engineering",
                     *       "experience": null,
                     *       "education": null,
                     *       "category": {
                     *         "id": "software-development",
                     *         "name": "Software Development"
                     *       },
                     *       "requisition_id": null,
                     *       "tags": [],
                     *       "application_form": {
                     *         "name": "required",
                     *         "headline": "optional",
                     *         "summary": "optional",
                     *         "profile_photo": "optional",
                     *         "address": "hidden",
                     *         "salary": "hidden",
                     *         "email_address": "required",
                     *         "phone_number": "optional",
                     *         "resume": "optional",
                     *         "work_history": "optional",
                     *         "education": "optional",
                     *         "cover_letter": "optional"
                     *       },
                     *       "state": "published",
                     *       "pipeline_id": "default",
                     *       "pipeline": "default",
                     *       "creator_id": "1f50f99b50ab",
                     *       "all_users": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "all_admins": [
                     *         "1f50f99b50ab"
                     *       ],
                     *       "candidate_type": "all",
                     *       "org_type": "position",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listCandidates: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number; with it, or with page_size, the list is paged (page_size 50 by default)
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1 to 50; without page and page_size the whole list is answered
                 * @example 50
                 */
                page_size?: number;
                /**
                 * @description created (default): oldest first; updated: least recently updated first, the order to sync in
                 * @example updated
                 */
                sort?: "created" | "updated";
                /**
                 * @description Only items created or changed at or after this time: an ISO 8601 date (UTC midnight) or date-time with a time zone. Pass the greatest updated_date seen to sync incrementally
                 * @example 2026-03-02T10:40:12.000Z
                 */
                updated_since?: string;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "2d8f6a1c9e34",
                     *         "meta_id": "8c3e5a7d1b26",
                     *         "name": "Grace Hopper",
                     *         "initial": "G",
                     *         "headline": "Rear Admiral @ US Navy",
                     *         "email_address": "grace@example.com",
                     *         "phone_number": "+49 30 1234567",
                     *         "address": null,
                     *         "summary": null,
                     *         "tags": [
                     *           "referral"
                     *         ],
                     *         "origin": "applied",
                     *         "source": {
                     *           "id": "careers-page",
                     *           "name": "Careers page"
                     *         },
                     *         "stage": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "type": {
                     *             "id": "interviewing",
                     *             "name": "Interviewing",
                     *             "icon": "calendar"
                     *           }
                     *         },
                     *         "resume": null,
                     *         "overall_score": {
                     *           "very_good": [],
                     *           "good": [],
                     *           "neutral": [],
                     *           "poor": [],
                     *           "very_poor": [],
                     *           "scored_count": 0,
                     *           "score": 0,
                     *           "average_score": null
                     *         },
                     *         "followed_by": [],
                     *         "social_profiles": [
                     *           {
                     *             "type": "linkedin",
                     *             "typeId": "linkedin",
                     *             "typeName": "LinkedIn",
                     *             "url": "https://www.linkedin.com/in/grace"
                     *           }
                     *         ],
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Candidate"][];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createCandidate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        /** @description The original's candidate body. Fields this service does not know are ignored. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Grace Hopper",
                 *       "email_address": "grace@example.com",
                 *       "phone_number": "+49 30 1234567",
                 *       "origin": "applied",
                 *       "source": "Careers page",
                 *       "tags": [
                 *         "referral"
                 *       ],
                 *       "education": [
                 *         {
                 *           "school_name": "Yale University",
                 *           "degree": "PhD",
                 *           "field_of_study": "Mathematics",
                 *           "start_date": "1930-09-01",
                 *           "end_date": "1934-06-30"
                 *         }
                 *       ],
                 *       "work_history": [
                 *         {
                 *           "company_name": "Remington Rand",
                 *           "title": "Senior Mathematician",
                 *           "start_date": "1949-03-01",
                 *           "end_date": "1967-08-31"
                 *         }
                 *       ],
                 *       "social_profiles": {
                 *         "linkedin": "https://www.linkedin.com/in/grace"
                 *       },
                 *       "custom_attributes": [
                 *         {
                 *           "name": "Desired Salary",
                 *           "value": "100000"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email_address?: string | null;
                    phone_number?: string | null;
                    address?: string | null;
                    headline?: string | null;
                    summary?: string | null;
                    tags?: string[];
                    origin?: string | null;
                    /** @description How the candidate came: `{id, name}` or a name (`"LinkedIn"`) */
                    source?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description The original's form, an object of type to URL (`{"linkedin": "https://…"}`), or a list of `{type, url}`; replaces the profiles the candidate had */
                    social_profiles?: {
                        [key: string]: string;
                    } | {
                        type: string;
                        url: string;
                    }[] | null;
                    /** @description Each set as PUT …/custom-attribute sets it; on an update, attributes not named keep their value */
                    custom_attributes?: ({
                        name: string;
                        value: string | number | boolean;
                        /** @default false */
                        secure?: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @description Each entry checked as PUT …/education checks it; on an update, the list replaces the entries the candidate had */
                    education?: ({
                        school_name: string;
                        degree?: string | null;
                        field_of_study?: string | null;
                        /** @default false */
                        is_current?: boolean;
                        start_year?: number | null;
                        end_year?: number | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        start_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        end_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @description Each entry checked as PUT …/work-history checks it; on an update, the list replaces the entries the candidate had */
                    work_history?: ({
                        company_name: string;
                        title?: string | null;
                        summary?: string | null;
                        /** @default false */
                        is_current?: boolean;
                        start_month?: number | null;
                        start_year?: number | null;
                        end_month?: number | null;
                        end_year?: number | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        start_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        end_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Senior Mathematician @ Remington Rand",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "applied",
                     *         "name": "Applied",
                     *         "type": {
                     *           "id": "applied",
                     *           "name": "Applied",
                     *           "icon": "user"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z",
                     *       "custom_attributes": [
                     *         {
                     *           "id": "desired-salary",
                     *           "name": "Desired Salary",
                     *           "value": "100000",
                     *           "secure": false
                     *         }
                     *       ],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    searchCandidates: {
        parameters: {
            query: {
                /**
                 * @description The email address to look for: matched whole, without regard to case
                 * @example ada@example.org
                 */
                email_address: string;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "2d8f6a1c9e34",
                     *         "meta_id": "8c3e5a7d1b26",
                     *         "name": "Grace Hopper",
                     *         "initial": "G",
                     *         "headline": "Rear Admiral @ US Navy",
                     *         "email_address": "grace@example.com",
                     *         "phone_number": "+49 30 1234567",
                     *         "address": null,
                     *         "summary": null,
                     *         "tags": [
                     *           "referral"
                     *         ],
                     *         "origin": "applied",
                     *         "source": {
                     *           "id": "careers-page",
                     *           "name": "Careers page"
                     *         },
                     *         "stage": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "type": {
                     *             "id": "interviewing",
                     *             "name": "Interviewing",
                     *             "icon": "calendar"
                     *           }
                     *         },
                     *         "resume": null,
                     *         "overall_score": {
                     *           "very_good": [],
                     *           "good": [],
                     *           "neutral": [],
                     *           "poor": [],
                     *           "very_poor": [],
                     *           "scored_count": 0,
                     *           "score": 0,
                     *           "average_score": null
                     *         },
                     *         "followed_by": [],
                     *         "social_profiles": [
                     *           {
                     *             "type": "linkedin",
                     *             "typeId": "linkedin",
                     *             "typeName": "LinkedIn",
                     *             "url": "https://www.linkedin.com/in/grace"
                     *           }
                     *         ],
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z",
                     *         "position": {
                     *           "_id": "7b2e4d9c1a05",
                     *           "name": "Backend Engineer",
                     *           "state": "published",
                     *           "friendly_id": "7b2e4d9c1a05-backend-engineer"
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Candidate"][];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getCandidate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    updateCandidate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        /** @description Any subset of the fields; omitted fields keep their value, null clears one. The stage has its own operation. Fields this service does not know are ignored. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone_number": "+49 30 1234567"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email_address?: string | null;
                    phone_number?: string | null;
                    address?: string | null;
                    headline?: string | null;
                    summary?: string | null;
                    tags?: string[];
                    origin?: string | null;
                    /** @description How the candidate came: `{id, name}` or a name (`"LinkedIn"`) */
                    source?: string | {
                        id?: string;
                        name?: string;
                    } | null;
                    /** @description The original's form, an object of type to URL (`{"linkedin": "https://…"}`), or a list of `{type, url}`; replaces the profiles the candidate had */
                    social_profiles?: {
                        [key: string]: string;
                    } | {
                        type: string;
                        url: string;
                    }[] | null;
                    /** @description Each set as PUT …/custom-attribute sets it; on an update, attributes not named keep their value */
                    custom_attributes?: ({
                        name: string;
                        value: string | number | boolean;
                        /** @default false */
                        secure?: boolean;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @description Each entry checked as PUT …/education checks it; on an update, the list replaces the entries the candidate had */
                    education?: ({
                        school_name: string;
                        degree?: string | null;
                        field_of_study?: string | null;
                        /** @default false */
                        is_current?: boolean;
                        start_year?: number | null;
                        end_year?: number | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        start_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        end_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @description Each entry checked as PUT …/work-history checks it; on an update, the list replaces the entries the candidate had */
                    work_history?: ({
                        company_name: string;
                        title?: string | null;
                        summary?: string | null;
                        /** @default false */
                        is_current?: boolean;
                        start_month?: number | null;
                        start_year?: number | null;
                        end_month?: number | null;
                        end_year?: number | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        start_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                        /** @description A year, a year and month, or a date (only its year and month are kept); or `{year, month}` */
                        end_date?: string | {
                            year: number;
                            month?: number | null;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteCandidate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    setCandidateCustomAttribute: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        /** @description Adds the attribute, or sets the value (and secure flag) of the one of that name (names are compared as stored: trimmed, case kept) */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Desired Salary",
                 *       "value": "100000",
                 *       "secure": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    value: string;
                    /** @default false */
                    secure?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [
                     *         {
                     *           "id": "desired-salary",
                     *           "name": "Desired Salary",
                     *           "value": "100000",
                     *           "secure": true
                     *         }
                     *       ],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    moveCandidate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "target_position_id": "7b2e4d9c1a05",
                 *       "target_stage_id": "applied",
                 *       "stage_actions_enabled": false
                 *     }
                 */
                "application/json": {
                    /** @description A position of the same company */
                    target_position_id: string;
                    /**
                     * @description A stage of the target position's pipeline
                     * @example applied
                     */
                    target_stage_id: string;
                    /** @description Accepted for clients of the original; this service has no stage actions */
                    stage_actions_enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "applied",
                     *         "name": "Applied",
                     *         "type": {
                     *           "id": "applied",
                     *           "name": "Applied",
                     *           "icon": "user"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    setCandidateStage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stage_id": "interviewing"
                 *     }
                 */
                "application/json": {
                    /** @description A stage id of the position's pipeline */
                    stage_id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getCandidateStream: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number; with it, or with page_size, the list is paged (page_size 50 by default)
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Items per page, 1 to 50; without page and page_size the whole list is answered
                 * @example 50
                 */
                page_size?: number;
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "5c7e9a1b3d42",
                     *         "type": "candidateStatusUpdated",
                     *         "stream_id": "5f1d7a0b2c3e",
                     *         "object": {
                     *           "position_id": "7b2e4d9c1a05",
                     *           "stage_was": {
                     *             "id": "applied",
                     *             "name": "Applied",
                     *             "type": {
                     *               "id": "applied",
                     *               "name": "Applied",
                     *               "icon": "user"
                     *             },
                     *             "icon": "user"
                     *           },
                     *           "entered_previous_stage": "2026-03-02T09:15:00.000Z",
                     *           "stage": {
                     *             "id": "interviewing",
                     *             "name": "Interviewing",
                     *             "type": {
                     *               "id": "interviewing",
                     *               "name": "Interviewing",
                     *               "icon": "calendar"
                     *             },
                     *             "icon": "calendar"
                     *           },
                     *           "entered_stage": "2026-03-02T10:40:12.000Z",
                     *           "status_was": "applied",
                     *           "status": "interviewing",
                     *           "reason": null,
                     *           "is_automated": false,
                     *           "acting_user": {
                     *             "_id": "a3c9e1f04b27",
                     *             "email_address": "ada@acme.example",
                     *             "name": "Ada Lovelace",
                     *             "username": "ada",
                     *             "initial": "AL"
                     *           },
                     *           "mentioned_ids": []
                     *         },
                     *         "timestamp": "2026-03-02T10:40:12.000Z"
                     *       },
                     *       {
                     *         "_id": "2d8f6a1c9e34",
                     *         "type": "candidateAdded",
                     *         "stream_id": "5f1d7a0b2c3e",
                     *         "object": {
                     *           "position_id": "7b2e4d9c1a05",
                     *           "mentioned_ids": []
                     *         },
                     *         "timestamp": "2026-03-02T09:15:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CandidateStreamItem"][];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listNotes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "9c4b1e7d3f62",
                     *         "body": "Strong systems background; invite to the on-site.",
                     *         "author": {
                     *           "_id": "a3c9e1f04b27",
                     *           "name": "Ada Lovelace"
                     *         },
                     *         "candidate_id": "2d8f6a1c9e34",
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Note"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createNote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Strong systems background; invite to the on-site."
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description A team discussion note on a candidate */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "9c4b1e7d3f62",
                     *       "body": "Strong systems background; invite to the on-site.",
                     *       "author": {
                     *         "_id": "a3c9e1f04b27",
                     *         "name": "Ada Lovelace"
                     *       },
                     *       "candidate_id": "2d8f6a1c9e34",
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    updateNote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                note_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Strong systems background; invite to the on-site."
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description A team discussion note on a candidate */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "9c4b1e7d3f62",
                     *       "body": "Strong systems background; invite to the on-site.",
                     *       "author": {
                     *         "_id": "a3c9e1f04b27",
                     *         "name": "Ada Lovelace"
                     *       },
                     *       "candidate_id": "2d8f6a1c9e34",
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteNote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                note_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    downloadCandidateResume: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as uploaded; Content-Type is its checked type, Content-Disposition `attachment` with its name */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/rtf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "text/plain": string;
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    uploadCandidateResume: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The resume is kept */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            /** @description Every error response has this shape */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            414: components["responses"]["UrlTooLong"];
            /** @description Every error response has this shape */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listCandidateDocuments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "5b2d9f0e4a17",
                     *         "kind": "document",
                     *         "file_name": "Cover letter.docx",
                     *         "content_type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                     *         "size": 20544,
                     *         "url": "/v3/company/5f1d7a0b2c3e/position/7b2e4d9c1a05/candidate/2d8f6a1c9e34/document/5b2d9f0e4a17",
                     *         "creation_date": "2026-03-02T09:15:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CandidateFile"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    uploadCandidateDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description A candidate's resume or other document (the content is downloaded from its url) */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "5b2d9f0e4a17",
                     *       "kind": "document",
                     *       "file_name": "Cover letter.docx",
                     *       "content_type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                     *       "size": 20544,
                     *       "url": "/v3/company/5f1d7a0b2c3e/position/7b2e4d9c1a05/candidate/2d8f6a1c9e34/document/5b2d9f0e4a17",
                     *       "creation_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CandidateFile"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            /** @description Every error response has this shape */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            414: components["responses"]["UrlTooLong"];
            /** @description Every error response has this shape */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    downloadCandidateDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as uploaded; Content-Type is its checked type, Content-Disposition `attachment` with its name */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/rtf": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "text/plain": string;
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteCandidateDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putCandidateEducation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        /** @description The whole entry: a field left out is cleared. end_year may not come before start_year. School names are stored trimmed. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_name": "Yale University",
                 *       "degree": "PhD",
                 *       "field_of_study": "Mathematics",
                 *       "start_year": 1930,
                 *       "end_year": 1934
                 *     }
                 */
                "application/json": {
                    school_name: string;
                    degree?: string | null;
                    field_of_study?: string | null;
                    /** @default false */
                    is_current?: boolean;
                    start_year?: number | null;
                    end_year?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    replaceCandidateEducation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                education_id: string;
            };
            cookie?: never;
        };
        /** @description The whole entry: a field left out is cleared. end_year may not come before start_year. School names are stored trimmed. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_name": "Yale University",
                 *       "degree": "PhD",
                 *       "field_of_study": "Mathematics",
                 *       "start_year": 1930,
                 *       "end_year": 1934
                 *     }
                 */
                "application/json": {
                    school_name: string;
                    degree?: string | null;
                    field_of_study?: string | null;
                    /** @default false */
                    is_current?: boolean;
                    start_year?: number | null;
                    end_year?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteCandidateEducation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                education_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    putCandidateWorkHistory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        /** @description The whole entry: a field left out is cleared. A month needs its year; the end may not come before the start. Company names and titles are stored trimmed. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "company_name": "Remington Rand",
                 *       "title": "Senior Mathematician",
                 *       "start_month": 3,
                 *       "start_year": 1949,
                 *       "end_year": 1967
                 *     }
                 */
                "application/json": {
                    company_name: string;
                    title?: string | null;
                    summary?: string | null;
                    /** @default false */
                    is_current?: boolean;
                    start_month?: number | null;
                    start_year?: number | null;
                    end_month?: number | null;
                    end_year?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    replaceCandidateWorkHistory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                work_history_id: string;
            };
            cookie?: never;
        };
        /** @description The whole entry: a field left out is cleared. A month needs its year; the end may not come before the start. Company names and titles are stored trimmed. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "company_name": "Remington Rand",
                 *       "title": "Senior Mathematician",
                 *       "start_month": 3,
                 *       "start_year": 1949,
                 *       "end_year": 1967
                 *     }
                 */
                "application/json": {
                    company_name: string;
                    title?: string | null;
                    summary?: string | null;
                    /** @default false */
                    is_current?: boolean;
                    start_month?: number | null;
                    start_year?: number | null;
                    end_month?: number | null;
                    end_year?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": [
                     *         {
                     *           "_id": "6b3d9f1e8a27",
                     *           "company_name": "Remington Rand",
                     *           "title": "Senior Mathematician",
                     *           "summary": "Led the team behind the first compiler.",
                     *           "is_current": false,
                     *           "start_date": {
                     *             "month": 3,
                     *             "year": 1949
                     *           },
                     *           "end_date": {
                     *             "month": null,
                     *             "year": 1967
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteCandidateWorkHistory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                work_history_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [
                     *         "referral"
                     *       ],
                     *       "origin": "applied",
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "interviewing",
                     *         "name": "Interviewing",
                     *         "type": {
                     *           "id": "interviewing",
                     *           "name": "Interviewing",
                     *           "icon": "calendar"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z",
                     *       "custom_attributes": [],
                     *       "education": [
                     *         {
                     *           "_id": "4e1a7c9b2d50",
                     *           "school_name": "Yale University",
                     *           "degree": "PhD",
                     *           "field_of_study": "Mathematics",
                     *           "is_current": false,
                     *           "start_year": 1930,
                     *           "end_year": 1934
                     *         }
                     *       ],
                     *       "work_history": []
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listCandidateScorecards: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidate's scorecards, oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "8d5f2a6c1e93",
                     *         "score": "very_good",
                     *         "note": "I really love this candidate for this position",
                     *         "user": {
                     *           "_id": "a3c9e1f04b27",
                     *           "name": "Ada Lovelace"
                     *         },
                     *         "candidate_id": "2d8f6a1c9e34",
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Scorecard"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    setCandidateScorecard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        /** @description Sets the caller's scorecard of the candidate: adds it, or replaces score and note */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "score": "very_good",
                 *       "note": "I really love this candidate for this position"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description very_poor, poor, neutral, good or very_good
                     * @example very_good
                     * @enum {string}
                     */
                    score: "very_poor" | "poor" | "neutral" | "good" | "very_good";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description No Content: the scorecard is set */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createCandidateFromResume: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ResumeCandidateUpload"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "2d8f6a1c9e34",
                     *       "meta_id": "8c3e5a7d1b26",
                     *       "name": "Grace Hopper",
                     *       "initial": "G",
                     *       "headline": "Rear Admiral @ US Navy",
                     *       "email_address": "grace@example.com",
                     *       "phone_number": "+49 30 1234567",
                     *       "address": null,
                     *       "summary": null,
                     *       "tags": [],
                     *       "origin": null,
                     *       "source": {
                     *         "id": "careers-page",
                     *         "name": "Careers page"
                     *       },
                     *       "stage": {
                     *         "id": "applied",
                     *         "name": "Applied",
                     *         "type": {
                     *           "id": "applied",
                     *           "name": "Applied",
                     *           "icon": "user"
                     *         }
                     *       },
                     *       "resume": null,
                     *       "overall_score": {
                     *         "very_good": [],
                     *         "good": [],
                     *         "neutral": [],
                     *         "poor": [],
                     *         "very_poor": [],
                     *         "scored_count": 0,
                     *         "score": 0,
                     *         "average_score": null
                     *       },
                     *       "followed_by": [],
                     *       "social_profiles": [
                     *         {
                     *           "type": "linkedin",
                     *           "typeId": "linkedin",
                     *           "typeName": "LinkedIn",
                     *           "url": "https://www.linkedin.com/in/grace"
                     *         }
                     *       ],
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z",
                     *       "custom_attributes": [],
                     *       "education": [],
                     *       "work_history": []
                     *     }
                     */
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            /** @description Every error response has this shape */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            414: components["responses"]["UrlTooLong"];
            /** @description Every error response has this shape */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "e1a7c3b9d540",
                     *         "direction": "outbound",
                     *         "author": {
                     *           "_id": "a3c9e1f04b27",
                     *           "name": "Ada Lovelace"
                     *         },
                     *         "subject": "Interview",
                     *         "body": "Are you free on Tuesday at 10:00?",
                     *         "to": null,
                     *         "delivery_status": "not_sent",
                     *         "delivery_error": null,
                     *         "sent_date": null,
                     *         "candidate_id": "2d8f6a1c9e34",
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Message"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    postMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subject": "Interview",
                 *       "body": "Are you free on Tuesday at 10:00?"
                 *     }
                 */
                "application/json": {
                    /** @description The text of the message (plain text); must not be blank */
                    body: string;
                    /** @description The subject line; default "Message from <company name>" */
                    subject?: string;
                    /**
                     * @description outbound (default): from the caller to the candidate, emailed when a mail server is configured. inbound: records a reply the candidate sent through another channel; never emailed
                     * @enum {string}
                     */
                    direction?: "outbound" | "inbound";
                };
            };
        };
        responses: {
            /** @description A message of the conversation with a candidate */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "e1a7c3b9d540",
                     *       "direction": "outbound",
                     *       "author": {
                     *         "_id": "a3c9e1f04b27",
                     *         "name": "Ada Lovelace"
                     *       },
                     *       "subject": "Interview",
                     *       "body": "Are you free on Tuesday at 10:00?",
                     *       "to": null,
                     *       "delivery_status": "not_sent",
                     *       "delivery_error": null,
                     *       "sent_date": null,
                     *       "candidate_id": "2d8f6a1c9e34",
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listBackgroundChecks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "4f9d2b6e8a13",
                     *         "provider": "Checkr",
                     *         "package": "standard",
                     *         "status": "completed",
                     *         "result": "clear",
                     *         "report_url": "https://checks.example.com/reports/4f9d2b6e8a13",
                     *         "candidate_id": "2d8f6a1c9e34",
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T10:40:12.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["BackgroundCheck"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    orderBackgroundCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "Checkr",
                 *       "package": "standard"
                 *     }
                 */
                "application/json": {
                    provider: string;
                    package: string;
                    /**
                     * Format: uri
                     * @description An absolute http(s) URL of the provider's report; null clears it
                     */
                    report_url?: string | null;
                };
            };
        };
        responses: {
            /** @description A background check ordered for a candidate */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "4f9d2b6e8a13",
                     *       "provider": "Checkr",
                     *       "package": "standard",
                     *       "status": "pending",
                     *       "result": null,
                     *       "report_url": null,
                     *       "candidate_id": "2d8f6a1c9e34",
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BackgroundCheck"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    updateBackgroundCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                background_check_id: string;
            };
            cookie?: never;
        };
        /** @description The provider's update: any subset of the fields; omitted fields keep their value */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "completed",
                 *       "result": "clear",
                 *       "report_url": "https://checks.example.com/reports/4f9d2b6e8a13"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status?: "pending" | "in_progress" | "completed" | "canceled";
                    /** @description Required when status becomes completed; allowed only on a completed check */
                    result?: string | null;
                    /**
                     * Format: uri
                     * @description An absolute http(s) URL of the provider's report; null clears it
                     */
                    report_url?: string | null;
                };
            };
        };
        responses: {
            /** @description A background check ordered for a candidate */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "4f9d2b6e8a13",
                     *       "provider": "Checkr",
                     *       "package": "standard",
                     *       "status": "completed",
                     *       "result": "clear",
                     *       "report_url": "https://checks.example.com/reports/4f9d2b6e8a13",
                     *       "candidate_id": "2d8f6a1c9e34",
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T10:40:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["BackgroundCheck"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listQuestionnaires: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "8a6c0e2f4b71",
                     *         "name": "Screening",
                     *         "questions": [
                     *           {
                     *             "question": "Years of experience with PostgreSQL?",
                     *             "answer": "6"
                     *           },
                     *           {
                     *             "question": "Earliest start date?",
                     *             "answer": "June"
                     *           }
                     *         ],
                     *         "completed_date": "2026-03-02T09:15:00.000Z",
                     *         "candidate_id": "2d8f6a1c9e34",
                     *         "position_id": "7b2e4d9c1a05",
                     *         "creation_date": "2026-03-02T09:15:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Questionnaire"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    recordQuestionnaire: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                position_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                candidate_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Screening",
                 *       "questions": [
                 *         {
                 *           "question": "Years of experience with PostgreSQL?",
                 *           "answer": "6"
                 *         },
                 *         {
                 *           "question": "Earliest start date?",
                 *           "answer": "June"
                 *         }
                 *       ],
                 *       "completed_date": "2026-03-02T09:15:00.000Z"
                 *     }
                 */
                "application/json": {
                    name: string;
                    questions: {
                        question: string;
                        /** @description May be empty: a question left unanswered */
                        answer: string;
                    }[];
                    /**
                     * Format: date-time
                     * @description When the candidate submitted it; default now. Not in the future
                     */
                    completed_date?: string;
                };
            };
        };
        responses: {
            /** @description A questionnaire the candidate answered */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "8a6c0e2f4b71",
                     *       "name": "Screening",
                     *       "questions": [
                     *         {
                     *           "question": "Years of experience with PostgreSQL?",
                     *           "answer": "6"
                     *         },
                     *         {
                     *           "question": "Earliest start date?",
                     *           "answer": "June"
                     *         }
                     *       ],
                     *       "completed_date": "2026-03-02T09:15:00.000Z",
                     *       "candidate_id": "2d8f6a1c9e34",
                     *       "position_id": "7b2e4d9c1a05",
                     *       "creation_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listDepartments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By name */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "3c1e9a7b5d20",
                     *         "name": "Engineering",
                     *         "position_count": 4
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Department"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listPositionCategories: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In the list’s order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "software",
                     *         "name": "Software Development"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PositionCategory"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listCandidateCustomFields: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By name */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "9e04b1c7d2a3",
                     *         "name": "Desired Salary",
                     *         "type": "text",
                     *         "secure": true,
                     *         "usage_count": 12
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["CustomField"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listPositionCustomFields: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By name */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example [] */
                    "application/json": components["schemas"]["CustomField"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                type?: "email" | "questionnaire";
            };
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By type, then name */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "6a0f3c2b9d14",
                     *         "type": "email",
                     *         "name": "Interview invitation",
                     *         "subject": "Your interview with us",
                     *         "body": "Hello,\n\nWe would like to invite you to an interview. Which of these times suits you?",
                     *         "questions": null,
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T09:15:00.000Z"
                     *       },
                     *       {
                     *         "_id": "6a0f3c2b9d15",
                     *         "type": "questionnaire",
                     *         "name": "Screening",
                     *         "subject": null,
                     *         "body": null,
                     *         "questions": [
                     *           "Are you authorised to work in the country of this position?",
                     *           "When could you start?"
                     *         ],
                     *         "creation_date": "2026-03-02T09:15:00.000Z",
                     *         "updated_date": "2026-03-02T09:15:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Template"][];
                };
            };
            304: components["responses"]["NotModified"];
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description Makes the create safe to retry: a retry by the same user with the same key, route and body within 24 hours gets the first answer again (status, body, Location; `Idempotent-Replayed: true`) without a second write or event. The same key with another body or route is 422 idempotencyKeyReused; while the first request runs, 409 idempotencyKeyInUse. 1 to 255 visible ASCII characters (400 invalidIdempotencyKey otherwise); a UUID per create is usual
                 * @example 5b1f0c9e-2a6d-4e8b-9f3c-7d1a2b3c4d5e
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
            };
            cookie?: never;
        };
        /** @description An email template takes subject and body; a questionnaire template takes questions */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "email",
                 *       "name": "Interview invitation",
                 *       "subject": "Your interview with us",
                 *       "body": "Hello,\n\nWe would like to invite you to an interview. Which of these times suits you?"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "email" | "questionnaire";
                    name: string;
                    /** @description Required for an email template */
                    subject?: string;
                    /** @description Required for an email template */
                    body?: string;
                    /** @description Required for a questionnaire template */
                    questions?: string[];
                };
            };
        };
        responses: {
            /** @description A template of the company: an email to send candidates, or a questionnaire to ask them */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6a0f3c2b9d14",
                     *       "type": "email",
                     *       "name": "Interview invitation",
                     *       "subject": "Your interview with us",
                     *       "body": "Hello,\n\nWe would like to invite you to an interview. Which of these times suits you?",
                     *       "questions": null,
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            /** @description Bad request: the body, query or an id is not valid (the message says what) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["IdempotencyKeyInUse"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /**
                 * @description The ETag of an answer the client holds (or a list of them, or `*`): while the answer is still the same, it is 304 Not Modified without a body
                 * @example "q3J0bVx8cC1i0HqfG2n3y1Lrx2m4wS8aTKd5zV6uB0E"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A template of the company: an email to send candidates, or a questionnaire to ask them */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6a0f3c2b9d15",
                     *       "type": "questionnaire",
                     *       "name": "Screening",
                     *       "subject": null,
                     *       "body": null,
                     *       "questions": [
                     *         "Are you authorised to work in the country of this position?",
                     *         "When could you start?"
                     *       ],
                     *       "creation_date": "2026-03-02T09:15:00.000Z",
                     *       "updated_date": "2026-03-02T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Template"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, kept when it is 1 to 128 letters, digits, `.`, `_`, `:` or `-` (else the server makes one); answered in the X-Request-Id response header and logged with every line of the request
                 * @example checkout-7f3a9c
                 */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                company_id: string;
                /**
                 * @description Lowercase hex id of 12 to 14 characters
                 * @example 5f1d7a0b2c3e
                 */
                template_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["MalformedRequest"];
            /** @description Not authenticated: no token, or one that is unknown, expired or revoked */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forbidden: not a member of the company, a partner member outside what partners may use (partnerAccessDenied), or the company or token may not do this */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UrlTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["DatabaseUnavailable"];
        };
    };
    candidateAddedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "candidateAdded",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "candidate": {
                 *           "_id": "2d8f6a1c9e34",
                 *           "meta_id": "8c3e5a7d1b26",
                 *           "name": "Grace Hopper",
                 *           "initial": "G",
                 *           "headline": "Rear Admiral @ US Navy",
                 *           "email_address": "grace@example.com",
                 *           "phone_number": "+49 30 1234567",
                 *           "address": null,
                 *           "summary": null,
                 *           "tags": [
                 *             "referral"
                 *           ],
                 *           "origin": "applied",
                 *           "source": {
                 *             "id": "careers-page",
                 *             "name": "Careers page"
                 *           },
                 *           "stage": {
                 *             "id": "applied",
                 *             "name": "Applied",
                 *             "type": {
                 *               "id": "applied",
                 *               "name": "Applied",
                 *               "icon": "user"
                 *             }
                 *           },
                 *           "resume": null,
                 *           "overall_score": {
                 *             "very_good": [],
                 *             "good": [],
                 *             "neutral": [],
                 *             "poor": [],
                 *             "very_poor": [],
                 *             "scored_count": 0,
                 *             "score": 0,
                 *             "average_score": null
                 *           },
                 *           "followed_by": [],
                 *           "social_profiles": [
                 *             {
                 *               "type": "linkedin",
                 *               "typeId": "linkedin",
                 *               "typeName": "LinkedIn",
                 *               "url": "https://www.linkedin.com/in/grace"
                 *             }
                 *           ],
                 *           "position_id": "7b2e4d9c1a05",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "state": "published"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CandidateAddedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    candidateDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "candidateDeleted",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "candidate": {
                 *           "_id": "2d8f6a1c9e34",
                 *           "meta_id": "8c3e5a7d1b26",
                 *           "name": "Grace Hopper",
                 *           "initial": "G",
                 *           "headline": "Rear Admiral @ US Navy",
                 *           "email_address": "grace@example.com",
                 *           "phone_number": "+49 30 1234567",
                 *           "address": null,
                 *           "summary": null,
                 *           "tags": [
                 *             "referral"
                 *           ],
                 *           "origin": "applied",
                 *           "source": {
                 *             "id": "careers-page",
                 *             "name": "Careers page"
                 *           },
                 *           "stage": {
                 *             "id": "interviewing",
                 *             "name": "Interviewing",
                 *             "type": {
                 *               "id": "interviewing",
                 *               "name": "Interviewing",
                 *               "icon": "calendar"
                 *             }
                 *           },
                 *           "resume": null,
                 *           "overall_score": {
                 *             "very_good": [],
                 *             "good": [],
                 *             "neutral": [],
                 *             "poor": [],
                 *             "very_poor": [],
                 *             "scored_count": 0,
                 *             "score": 0,
                 *             "average_score": null
                 *           },
                 *           "followed_by": [],
                 *           "social_profiles": [
                 *             {
                 *               "type": "linkedin",
                 *               "typeId": "linkedin",
                 *               "typeName": "LinkedIn",
                 *               "url": "https://www.linkedin.com/in/grace"
                 *             }
                 *           ],
                 *           "position_id": "7b2e4d9c1a05",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "state": "published"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CandidateDeletedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    candidateStatusUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "candidateStatusUpdated",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "candidate": {
                 *           "_id": "2d8f6a1c9e34",
                 *           "meta_id": "8c3e5a7d1b26",
                 *           "name": "Grace Hopper",
                 *           "initial": "G",
                 *           "headline": "Rear Admiral @ US Navy",
                 *           "email_address": "grace@example.com",
                 *           "phone_number": "+49 30 1234567",
                 *           "address": null,
                 *           "summary": null,
                 *           "tags": [
                 *             "referral"
                 *           ],
                 *           "origin": "applied",
                 *           "source": {
                 *             "id": "careers-page",
                 *             "name": "Careers page"
                 *           },
                 *           "stage": {
                 *             "id": "interviewing",
                 *             "name": "Interviewing",
                 *             "type": {
                 *               "id": "interviewing",
                 *               "name": "Interviewing",
                 *               "icon": "calendar"
                 *             }
                 *           },
                 *           "resume": null,
                 *           "overall_score": {
                 *             "very_good": [],
                 *             "good": [],
                 *             "neutral": [],
                 *             "poor": [],
                 *             "very_poor": [],
                 *             "scored_count": 0,
                 *             "score": 0,
                 *             "average_score": null
                 *           },
                 *           "followed_by": [],
                 *           "social_profiles": [
                 *             {
                 *               "type": "linkedin",
                 *               "typeId": "linkedin",
                 *               "typeName": "LinkedIn",
                 *               "url": "https://www.linkedin.com/in/grace"
                 *             }
                 *           ],
                 *           "position_id": "7b2e4d9c1a05",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "state": "published"
                 *         },
                 *         "stage": {
                 *           "id": "interviewing",
                 *           "name": "Interviewing",
                 *           "type": {
                 *             "id": "interviewing",
                 *             "name": "Interviewing",
                 *             "icon": "calendar"
                 *           }
                 *         },
                 *         "stage_was": {
                 *           "id": "feedback",
                 *           "name": "Feedback",
                 *           "type": {
                 *             "id": "feedback",
                 *             "name": "Feedback",
                 *             "icon": "group"
                 *           }
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CandidateStatusUpdatedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyPositionAddedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyPositionAdded",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "description": "Build and run the API behind our hiring tools.",
                 *           "friendly_id": "7b2e4d9c1a05-backend-engineer",
                 *           "type": {
                 *             "id": "fullTime",
                 *             "name": "Full-Time"
                 *           },
                 *           "location": {
                 *             "country": {
                 *               "id": "DE",
                 *               "name": "Germany"
                 *             },
                 *             "city": "Berlin",
                 *             "name": "Berlin, DE",
                 *             "is_remote": false
                 *           },
                 *           "department": "Engineering",
                 *           "experience": null,
                 *           "education": null,
                 *           "category": {
                 *             "id": "software-development",
                 *             "name": "Software Development"
                 *           },
                 *           "requisition_id": null,
                 *           "tags": [],
                 *           "application_form": {
                 *             "name": "required",
                 *             "headline": "optional",
                 *             "summary": "optional",
                 *             "profile_photo": "optional",
                 *             "address": "hidden",
                 *             "salary": "hidden",
                 *             "email_address": "required",
                 *             "phone_number": "optional",
                 *             "resume": "optional",
                 *             "work_history": "optional",
                 *             "education": "optional",
                 *             "cover_letter": "optional"
                 *           },
                 *           "state": "draft",
                 *           "pipeline_id": "default",
                 *           "pipeline": "default",
                 *           "creator_id": "1f50f99b50ab",
                 *           "all_users": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "all_admins": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "candidate_type": "all",
                 *           "org_type": "position",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyPositionAddedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyPositionUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyPositionUpdated",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "description": "Build and run the API behind our hiring tools.",
                 *           "friendly_id": "7b2e4d9c1a05-backend-engineer",
                 *           "type": {
                 *             "id": "fullTime",
                 *             "name": "Full-Time"
                 *           },
                 *           "location": {
                 *             "country": {
                 *               "id": "DE",
                 *               "name": "Germany"
                 *             },
                 *             "city": "Berlin",
                 *             "name": "Berlin, DE",
                 *             "is_remote": false
                 *           },
                 *           "department": "Engineering",
                 *           "experience": null,
                 *           "education": null,
                 *           "category": {
                 *             "id": "software-development",
                 *             "name": "Software Development"
                 *           },
                 *           "requisition_id": null,
                 *           "tags": [],
                 *           "application_form": {
                 *             "name": "required",
                 *             "headline": "optional",
                 *             "summary": "optional",
                 *             "profile_photo": "optional",
                 *             "address": "hidden",
                 *             "salary": "hidden",
                 *             "email_address": "required",
                 *             "phone_number": "optional",
                 *             "resume": "optional",
                 *             "work_history": "optional",
                 *             "education": "optional",
                 *             "cover_letter": "optional"
                 *           },
                 *           "state": "published",
                 *           "pipeline_id": "default",
                 *           "pipeline": "default",
                 *           "creator_id": "1f50f99b50ab",
                 *           "all_users": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "all_admins": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "candidate_type": "all",
                 *           "org_type": "position",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "changed_fields": [
                 *           "description",
                 *           "location"
                 *         ]
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyPositionUpdatedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyPositionDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyPositionDeleted",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "description": "Build and run the API behind our hiring tools.",
                 *           "friendly_id": "7b2e4d9c1a05-backend-engineer",
                 *           "type": {
                 *             "id": "fullTime",
                 *             "name": "Full-Time"
                 *           },
                 *           "location": {
                 *             "country": {
                 *               "id": "DE",
                 *               "name": "Germany"
                 *             },
                 *             "city": "Berlin",
                 *             "name": "Berlin, DE",
                 *             "is_remote": false
                 *           },
                 *           "department": "Engineering",
                 *           "experience": null,
                 *           "education": null,
                 *           "category": {
                 *             "id": "software-development",
                 *             "name": "Software Development"
                 *           },
                 *           "requisition_id": null,
                 *           "tags": [],
                 *           "application_form": {
                 *             "name": "required",
                 *             "headline": "optional",
                 *             "summary": "optional",
                 *             "profile_photo": "optional",
                 *             "address": "hidden",
                 *             "salary": "hidden",
                 *             "email_address": "required",
                 *             "phone_number": "optional",
                 *             "resume": "optional",
                 *             "work_history": "optional",
                 *             "education": "optional",
                 *             "cover_letter": "optional"
                 *           },
                 *           "state": "published",
                 *           "pipeline_id": "default",
                 *           "pipeline": "default",
                 *           "creator_id": "1f50f99b50ab",
                 *           "all_users": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "all_admins": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "candidate_type": "all",
                 *           "org_type": "position",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyPositionDeletedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyPositionStateUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyPositionStateUpdated",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "description": "Build and run the API behind our hiring tools.",
                 *           "friendly_id": "7b2e4d9c1a05-backend-engineer",
                 *           "type": {
                 *             "id": "fullTime",
                 *             "name": "Full-Time"
                 *           },
                 *           "location": {
                 *             "country": {
                 *               "id": "DE",
                 *               "name": "Germany"
                 *             },
                 *             "city": "Berlin",
                 *             "name": "Berlin, DE",
                 *             "is_remote": false
                 *           },
                 *           "department": "Engineering",
                 *           "experience": null,
                 *           "education": null,
                 *           "category": {
                 *             "id": "software-development",
                 *             "name": "Software Development"
                 *           },
                 *           "requisition_id": null,
                 *           "tags": [],
                 *           "application_form": {
                 *             "name": "required",
                 *             "headline": "optional",
                 *             "summary": "optional",
                 *             "profile_photo": "optional",
                 *             "address": "hidden",
                 *             "salary": "hidden",
                 *             "email_address": "required",
                 *             "phone_number": "optional",
                 *             "resume": "optional",
                 *             "work_history": "optional",
                 *             "education": "optional",
                 *             "cover_letter": "optional"
                 *           },
                 *           "state": "published",
                 *           "pipeline_id": "default",
                 *           "pipeline": "default",
                 *           "creator_id": "1f50f99b50ab",
                 *           "all_users": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "all_admins": [
                 *             "1f50f99b50ab"
                 *           ],
                 *           "candidate_type": "all",
                 *           "org_type": "position",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "state_was": "draft"
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyPositionStateUpdatedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyNotePostedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyNotePosted",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "note": {
                 *           "_id": "9c4b1e7d3f62",
                 *           "body": "Strong systems background; invite to the on-site.",
                 *           "author": {
                 *             "_id": "a3c9e1f04b27",
                 *             "name": "Ada Lovelace"
                 *           },
                 *           "candidate_id": "2d8f6a1c9e34",
                 *           "position_id": "7b2e4d9c1a05",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "candidate": {
                 *           "_id": "2d8f6a1c9e34",
                 *           "name": "Grace Hopper",
                 *           "email_address": "grace@example.com",
                 *           "stage": {
                 *             "id": "interviewing",
                 *             "name": "Interviewing",
                 *             "type": {
                 *               "id": "interviewing",
                 *               "name": "Interviewing",
                 *               "icon": "calendar"
                 *             }
                 *           }
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "state": "published"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyNotePostedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyNoteUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyNoteUpdated",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "note": {
                 *           "_id": "9c4b1e7d3f62",
                 *           "body": "Strong systems background; invite to the on-site.",
                 *           "author": {
                 *             "_id": "a3c9e1f04b27",
                 *             "name": "Ada Lovelace"
                 *           },
                 *           "candidate_id": "2d8f6a1c9e34",
                 *           "position_id": "7b2e4d9c1a05",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "candidate": {
                 *           "_id": "2d8f6a1c9e34",
                 *           "name": "Grace Hopper",
                 *           "email_address": "grace@example.com",
                 *           "stage": {
                 *             "id": "interviewing",
                 *             "name": "Interviewing",
                 *             "type": {
                 *               "id": "interviewing",
                 *               "name": "Interviewing",
                 *               "icon": "calendar"
                 *             }
                 *           }
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "state": "published"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyNoteUpdatedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    companyNoteDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (the whole whsec_... string). Compare in constant time.
                 * @example 5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "X-Hook-Signature": string;
                /**
                 * @description Sent only while a rotated-out secret is in its overlap (POST .../rotate_secret): X-Hook-Signature computed with the previous secret, so a receiver that still holds it verifies the delivery.
                 * @example 9a0c4e7b1f3d5a8c2e6b0d4f7a1c3e5b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c
                 */
                "X-Hook-Signature-Previous"?: string;
                /**
                 * @description Standard Webhooks: the event's `_id`, the same on every attempt of a delivery; receivers deduplicate by it.
                 * @example 6d0f2b4e8c19
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in whole seconds since 1970-01-01 UTC; reject one too far from now.
                 * @example 1772448012
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after whsec_. During a secret rotation's overlap, a second `v1,` signature (the previous secret's) follows after a space.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description W3C Trace Context of this attempt, sent only when the service's OpenTelemetry tracing is on and the attempt's span is sampled: a receiver that traces continues the trace of the request that made the event. Not signed; absent when tracing is off.
                 * @example 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
                 */
                traceparent?: string;
                /**
                 * @description The delivering service and its version.
                 * @example recruiting-api-webhooks/0.1
                 */
                "User-Agent": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event, as JSON (Content-Type: application/json): sign the exact bytes received, not a re-serialization. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_id": "6d0f2b4e8c19",
                 *       "type": "companyNoteDeleted",
                 *       "object": {
                 *         "company": {
                 *           "_id": "5f1d7a0b2c3e",
                 *           "name": "Acme Recruiting"
                 *         },
                 *         "acting_user": {
                 *           "_id": "a3c9e1f04b27",
                 *           "name": "Ada Lovelace",
                 *           "email_address": "ada@acme.example"
                 *         },
                 *         "note": {
                 *           "_id": "9c4b1e7d3f62",
                 *           "body": "Strong systems background; invite to the on-site.",
                 *           "author": {
                 *             "_id": "a3c9e1f04b27",
                 *             "name": "Ada Lovelace"
                 *           },
                 *           "candidate_id": "2d8f6a1c9e34",
                 *           "position_id": "7b2e4d9c1a05",
                 *           "creation_date": "2026-03-02T09:15:00.000Z",
                 *           "updated_date": "2026-03-02T10:40:12.000Z"
                 *         },
                 *         "candidate": {
                 *           "_id": "2d8f6a1c9e34",
                 *           "name": "Grace Hopper",
                 *           "email_address": "grace@example.com",
                 *           "stage": {
                 *             "id": "interviewing",
                 *             "name": "Interviewing",
                 *             "type": {
                 *               "id": "interviewing",
                 *               "name": "Interviewing",
                 *               "icon": "calendar"
                 *             }
                 *           }
                 *         },
                 *         "position": {
                 *           "_id": "7b2e4d9c1a05",
                 *           "name": "Backend Engineer",
                 *           "state": "published"
                 *         }
                 *       },
                 *       "creation_date": "2026-03-02T10:40:12.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyNoteDeletedEvent"];
            };
        };
        responses: {
            /** @description Answer quickly and process asynchronously: a response slower than 30 seconds, or a failure, is retried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
