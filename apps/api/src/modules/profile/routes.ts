import { errorResponseSchema } from '../../lib/error-schema.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { userSchema } from '../auth/users.ts';
import {
  createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress,
} from './addresses.service.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { addressBodySchema, addressIdParams, addressListSchema, profileBodySchema } from './schemas.ts';

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
      tags, security, summary: "Save name, phone and email (409 when the phone is another account's)",
      body: profileBodySchema,
      response: { 200: userSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
    },
  }, async (request) => updateProfile(app.db, currentUser(request).id, request.body));

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
