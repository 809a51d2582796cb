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
         * @description Answers 201 with the endpoint and its full `secret`, shown this once, and a Location header. 400 messages, checked in this order: "Invalid URL format", "URL must use HTTPS protocol", "Events must be an array", "At least one event must be specified", "Invalid events" (the unknown names in `invalid_events`, the allowed ones in `allowed_events`); then the URL length, the description and unknown fields (`unknown_fields`), as the body schema says; last, the URL must not contain credentials nor point to a private or reserved address. 429 "Quota exceeded" when the owner already has 10 endpoints in the company. Needs the Pro plan (403 proPlanRequired otherwise).
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
         * @description Any subset of url, description, events, enabled; omitted fields keep their value. url and events follow the create rules. Legacy endpoints are read-only (403 legacyEndpointReadOnly). Needs the Pro plan (403 proPlanRequired otherwise).
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
         * @description Deliveries resume. Resuming an active endpoint returns it unchanged. Needs the Pro plan (403 proPlanRequired otherwise).
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
         * @description Newest first, `limit` per page (default 50, at most 200), `next_cursor` to go on. Filters: `status`, `event_type`, `since` (inclusive) and `until` (exclusive) on the time the delivery was made. With `event_type`, or a `status` other than failed or cancelled, one request looks at 2 000 deliveries at most: a page may then hold fewer than `limit` (even none) with a next_cursor to go on from. 400 invalidLimit, invalidCursor, invalidStatus, invalidEventType, invalidDate, unknownParameter. Allowed on any plan.
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
         * @description Queues again every failed or cancelled delivery of the endpoint made at or after `since` and before `until` (default: now), in event order (cancelled: those of a company that left the Pro plan). At most 10 000 per request, in batches: call again for the rest. Answers 202 `{requeued}`. 400 invalidDate, unknownField, invalidBody. Needs the Pro plan (403 proPlanRequired otherwise).
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
         * @description Queues, now and whatever the endpoint subscribes to, an example event of `event_type` (default: its first subscribed type), signed like any delivery. Its payload carries `"test": true` and example data (the real company and the caller as acting_user). It appears in the delivery list like any other. Answers 202 with the delivery and a Location header. 400 invalidEventType, unknownField, invalidBody. Needs the Pro plan (403 proPlanRequired otherwise).
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
         * @description All positions of the company, oldest first, optionally only those in one state.
         */
        get: operations["listPositions"];
        put?: never;
        /**
         * Create a position
         * @description The position starts in state draft with the default pipeline. Emits companyPositionAdded.
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
         * @description Oldest first.
         */
        get: operations["listCandidates"];
        put?: never;
        /**
         * Add a candidate to a position
         * @description The candidate starts in stage applied. Emits candidateAdded.
         */
        post: operations["createCandidate"];
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
         * @description Partial update: omitted fields keep their value, null clears an optional field. Emits no event (there is no candidate-updated event type).
         */
        put: operations["updateCandidate"];
        post?: never;
        /**
         * Delete a candidate
         * @description Deletes the candidate with its notes, messages, background checks and questionnaires. Emits candidateDeleted only.
         */
        delete: operations["deleteCandidate"];
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
         * @description The caller is the author. Emits companyNotePosted.
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
            /** @description The start of the token (rs_pat_ and its first 8 characters), to tell keys apart without revealing them; null for keys made before prefixes were recorded, whose tokens were never stored */
            token_prefix: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Last use, to the minute; null when never used */
            last_used_at: string | null;
        };
        /** ApiKeyList */
        ApiKeyList: {
            /** @description The caller's keys that are not revoked, oldest first */
            data: components["schemas"]["ApiKey"][];
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
         */
        BackgroundCheckStatus: "pending" | "in_progress" | "completed" | "canceled";
        /** Candidate */
        Candidate: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
            email_address: string | null;
            phone_number: string | null;
            summary: string | null;
            tags: string[];
            /** @description Where the candidate came from, for example sourced or applied */
            origin: string | null;
            stage: components["schemas"]["Stage"];
            /** @description Lowercase hex id of 12 to 14 characters */
            position_id: string;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
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
        /** Company */
        Company: {
            /**
             * @description Lowercase hex id of 12 to 14 characters
             * @example 5f1d7a0b2c3e
             */
            _id: string;
            name: string;
            /**
             * @description The first letters of the first two words of the name, upper-cased, as a company avatar shows it
             * @example AC
             */
            initial: string;
            plan: "pro" | "free";
            /** @description How many users are members of the company */
            member_count: number;
            /** Format: date-time */
            creation_date: string;
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
                changed_fields: ("name" | "description" | "type" | "location" | "department")[];
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
            status: "active" | "paused";
            /** @description Deliveries happen while status is active and enabled is true */
            enabled: boolean;
            stats: components["schemas"]["WebhookEndpointStats"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description True for a legacy webhook, which is read-only */
            is_legacy: boolean;
            /** @description Why the endpoint is disabled: "Disabled through the API", or, when the service disabled it, "Every delivery attempt failed for N hours"; null while enabled */
            disabled_reason: string | null;
            /** @description When the endpoint was disabled; null while enabled */
            disabled_at: string | null;
            /** @description The full signing secret ("whsec_" and base64 of 32 random bytes). Shown only in this response; it cannot be retrieved again. */
            secret: string;
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
        /** EventCompany */
        EventCompany: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            name: string;
        };
        /**
         * EventType
         * @description An event type (spec section 6)
         * @enum {string}
         */
        EventType: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
        /** Health */
        Health: {
            status: "ok" | "unavailable";
            /** @description notWritable: reachable, but it cannot take writes (another process holds the SQLite write lock; a read-only PostgreSQL server) */
            database: "reachable" | "unreachable" | "notWritable";
            dialect: "sqlite" | "postgres";
        };
        /** HealthUnavailable */
        HealthUnavailable: {
            status: "ok" | "unavailable";
            /** @description notWritable: reachable, but it cannot take writes (another process holds the SQLite write lock; a read-only PostgreSQL server) */
            database: "reachable" | "unreachable" | "notWritable";
            dialect: "sqlite" | "postgres";
            error: {
                type: string;
                message: string;
            };
        };
        /**
         * Message
         * @description A message of the conversation with a candidate
         */
        Message: {
            /** @description Lowercase hex id of 12 to 14 characters */
            _id: string;
            /** @description outbound: from the team to the candidate; inbound: from the candidate */
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
            /** @description When the mail server accepted the email; null until then */
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
         */
        MessageDeliveryStatus: "queued" | "sent" | "failed" | "not_sent";
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
            description: string | null;
            /** @description Kind of position, for example full-time */
            type: string | null;
            location: string | null;
            department: string | null;
            state: components["schemas"]["PositionState"];
            /**
             * @description Id of the position's hiring pipeline (see GET pipelines)
             * @example default
             */
            pipeline: string;
            /** Format: date-time */
            creation_date: string;
            /** Format: date-time */
            updated_date: string;
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
        /** RecoveredWebhookDeliveries */
        RecoveredWebhookDeliveries: {
            /** @description Failed deliveries queued again by this request */
            requeued: number;
        };
        /** RotatedWebhookSecret */
        RotatedWebhookSecret: {
            /** @description The new signing secret, shown this once */
            secret: string;
            /** @description Its first 12 characters */
            secret_prefix: string;
            /** @description Until when deliveries are signed with the previous secret too; null when it was erased at once (overlap_hours 0) */
            previous_secret_expires_at: string | null;
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
        /** Stage */
        Stage: {
            /** @example applied */
            id: string;
            /** @example Applied */
            name: string;
        };
        /** Success */
        Success: {
            /** @enum {boolean} */
            success: true;
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
            /** @description Start of the latest attempt; null before the first */
            last_attempt_at: string | null;
            /** @description When the next attempt is due, while pending; null otherwise */
            next_attempt_at: string | null;
            /** @description HTTP status of the latest attempt; null when none came back */
            last_status_code: number | null;
            /** @description Why the latest attempt failed; null after a success or before the first attempt */
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
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
            /** @description Start of the latest attempt; null before the first */
            last_attempt_at: string | null;
            /** @description When the next attempt is due, while pending; null otherwise */
            next_attempt_at: string | null;
            /** @description HTTP status of the latest attempt; null when none came back */
            last_status_code: number | null;
            /** @description Why the latest attempt failed; null after a success or before the first attempt */
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
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
            status: "active" | "paused";
            /** @description Deliveries happen while status is active and enabled is true */
            enabled: boolean;
            stats: components["schemas"]["WebhookEndpointStats"];
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
            /** @description Why the endpoint is disabled: "Disabled through the API", or, when the service disabled it, "Every delivery attempt failed for N hours"; null while enabled */
            disabled_reason: string | null;
            /** @description When the endpoint was disabled; null while enabled */
            disabled_at: string | null;
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
            /** @description Time of the last delivery, or null when none has happened */
            last_delivery_at: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigninResponse"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignoutResponse"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthUnavailable"];
                };
            };
            /** @description Every error response has this shape */
            "4XX": {
                headers: {
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
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"][];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller: the User fields, its partner flag and its companies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetails"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name to recognise the key by: not blank, at most 100 characters; surrounding spaces are dropped */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
                };
            };
        };
        responses: {
            /** @description The create response: the endpoint with its full secret and without secret_prefix */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pauseWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumeWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page, as given */
                cursor?: string;
                /** @description pending: queued or waiting for a retry; succeeded: a 2xx came back; failed: every attempt failed; cancelled: will not be sent */
                status?: "pending" | "succeeded" | "failed" | "cancelled";
                /** @description An event type */
                event_type?: "candidateAdded" | "candidateDeleted" | "candidateStatusUpdated" | "companyPositionAdded" | "companyPositionUpdated" | "companyPositionDeleted" | "companyPositionStateUpdated" | "companyNotePosted" | "companyNoteUpdated" | "companyNoteDeleted";
                /** @description Only deliveries made at or after this time: an ISO 8601 date (UTC midnight) or date-time with a zone */
                since?: string;
                /** @description Only deliveries made before this time (same forms as since) */
                until?: string;
            };
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
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
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveredWebhookDeliveries"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendTestWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPipelines: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipelines"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPositions: {
        parameters: {
            query?: {
                state?: "draft" | "published" | "closed" | "archived" | "pending";
            };
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"][];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPosition: {
        parameters: {
            query?: never;
            header?: never;
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
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @description Kind of position, for example full-time */
                    type?: string | null;
                    location?: string | null;
                    department?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPosition: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePosition: {
        parameters: {
            query?: never;
            header?: never;
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
        /** @description Any subset of the fields; omitted fields keep their value, null clears one. The state has its own operation. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    /** @description Kind of position, for example full-time */
                    type?: string | null;
                    location?: string | null;
                    department?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePosition: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPositionState: {
        parameters: {
            query?: never;
            header?: never;
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
                "application/json": {
                    /** @enum {string} */
                    state: "draft" | "published" | "closed" | "archived" | "pending";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Position"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCandidates: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"][];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCandidate: {
        parameters: {
            query?: never;
            header?: never;
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
                "application/json": {
                    name: string;
                    /** Format: email */
                    email_address?: string | null;
                    phone_number?: string | null;
                    summary?: string | null;
                    tags?: string[];
                    origin?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCandidate: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCandidate: {
        parameters: {
            query?: never;
            header?: never;
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
        /** @description Any subset of the fields; omitted fields keep their value, null clears one. The stage has its own operation. */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email_address?: string | null;
                    phone_number?: string | null;
                    summary?: string | null;
                    tags?: string[];
                    origin?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCandidate: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setCandidateStage: {
        parameters: {
            query?: never;
            header?: never;
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
                "application/json": {
                    /** @description A stage id of the position's pipeline */
                    stage_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Candidate"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNotes: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"][];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createNote: {
        parameters: {
            query?: never;
            header?: never;
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
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description A team discussion note on a candidate */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateNote: {
        parameters: {
            query?: never;
            header?: never;
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
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description A team discussion note on a candidate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteNote: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"][];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessage: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBackgroundChecks: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundCheck"][];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    orderBackgroundCheck: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundCheck"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBackgroundCheck: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundCheck"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listQuestionnaires: {
        parameters: {
            query?: never;
            header?: never;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"][];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Questionnaire"];
                };
            };
            /** @description Every error response has this shape */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every error response has this shape */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    candidateAddedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                /** @description Hexadecimal HMAC-SHA256 of the raw JSON body, keyed with the endpoint secret (whsec_...). Compare in constant time. */
                "X-Hook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
