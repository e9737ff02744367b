import { LOGIN_MESSAGES } from '@dhatu/domain';
import {
  addressBodySchema, addressIdParams, addressListSchema, errorResponseSchema, otpSentSchema, profileBodySchema,
  sendOtpBodySchema, userSchema, verifyOtpBodySchema,
} from '@dhatu/domain/contracts';
import { badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { otpContextOf } from '../auth/index.ts';
import {
  createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress,
} from './addresses.service.ts';
import { changePhone, sendPhoneChangeCode } from './phone-change.service.ts';
import { getProfile, updateProfile } from './profile.service.ts';

/** The signed-in customer's contact details and address book; every route needs a bearer token. */
export async function profileRoutes(app: App) {
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  // Before body parsing and validation: a caller without a valid token learns nothing else.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/profile', {
    schema: { tags, security, summary: 'The signed-in customer', response: { 200: userSchema, 401: errorResponseSchema } },
  }, async (request) => getProfile(app.db, currentUser(request).id));

  app.put('/api/profile', {
    schema: {
      tags, security, summary: 'Save name and email',
      description: 'The phone may be left out, empty or the current one; another number is a 400: it changes only through '
        + 'POST /api/profile/phone/code and /api/profile/phone/verify.',
      body: profileBodySchema,
      response: { 200: userSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => updateProfile(app.db, currentUser(request).id, request.body));

  app.post('/api/profile/phone/code', {
    schema: {
      tags, security,
      summary: 'Send a 6-digit code to a new sign-in number (the login\'s limits, resend wait and wrong-code lockout apply)',
      description: 'The same answer whether or not the number has an account. 429 answers carry Retry-After.',
      body: sendOtpBodySchema,
      response: { 200: otpSentSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
    },
  }, async (request) => {
    const { phone, captchaToken } = request.body;
    if (!await app.auth.humanCheck.verify(captchaToken, request.ip)) throw badRequest(LOGIN_MESSAGES.recaptchaFailed);
    return sendPhoneChangeCode(otpContextOf(app, request.log), currentUser(request).id, phone, request.ip);
  });

  app.post('/api/profile/phone/verify', {
    schema: {
      tags, security,
      summary: 'Switch the sign-in number with the code sent to it; answers the updated profile',
      description: 'Every other sign-in of the account ends (this one stays) and the old number gets an SMS. '
        + "409 when the number is another account's: told only after the right code.",
      body: verifyOtpBodySchema,
      response: { 200: userSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
    },
  }, async (request) => {
    const { id: userId, sessionId } = currentUser(request);
    const shop = { shopName: app.config.SHOP_NAME, shopPhone: app.config.SHOP_PHONE };
    const profile = await changePhone(otpContextOf(app, request.log), shop, { userId, sessionId }, request.body.phone, request.body.code);
    app.notifications.kick(); // the old number's SMS, queued in the committed switch
    return profile;
  });

  app.get('/api/profile/addresses', {
    schema: { tags, security, summary: 'Saved addresses, default first then newest', response: { 200: addressListSchema, 401: errorResponseSchema } },
  }, async (request) => ({ addresses: await listAddresses(app.db, currentUser(request).id) }));

  app.post('/api/profile/addresses', {
    schema: {
      tags, security, summary: 'Add an address (the first becomes the default; at most 20); answers the whole list',
      body: addressBodySchema,
      response: { 200: addressListSchema, ...failures },
    },
  }, async (request) => ({ addresses: await createAddress(app.db, currentUser(request).id, request.body) }));

  app.put('/api/profile/addresses/:id', {
    schema: {
      tags, security, summary: 'Change an address; answers the whole list',
      params: addressIdParams, body: addressBodySchema,
      response: { 200: addressListSchema, ...failures },
    },
  }, async (request) => ({ addresses: await updateAddress(app.db, currentUser(request).id, request.params.id, request.body) }));

  app.delete('/api/profile/addresses/:id', {
    schema: {
      tags, security, summary: 'Delete an address (a deleted default passes to the most recent other); answers the whole list',
      params: addressIdParams,
      response: { 200: addressListSchema, ...failures },
    },
  }, async (request) => ({ addresses: await deleteAddress(app.db, currentUser(request).id, request.params.id) }));

  app.post('/api/profile/addresses/:id/default', {
    schema: {
      tags, security, summary: 'Make an address the default; answers the whole list',
      params: addressIdParams,
      response: { 200: addressListSchema, ...failures },
    },
  }, async (request) => ({ addresses: await setDefaultAddress(app.db, currentUser(request).id, request.params.id) }));
}
