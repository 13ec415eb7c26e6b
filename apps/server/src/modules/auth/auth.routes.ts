import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { currentUser, firstLogin, signIn, signInByNpi, signOut } from './auth.service';
import { CODE_SENT, LINK_SENT, checkResetCode, resetWithCode, resetWithLink, sendResetCode, sendResetLink } from './password-reset.service';

export const authRoutes = [
  implement(api.login, ({ app, body, req }) => signIn(app.db, { ...body, address: req.ip })),
  implement(api.getUser, async ({ app, actor }) => ({ data: await currentUser(app.db, actor) })),
  implement(api.getProfile, async ({ app, actor }) => ({ data: await currentUser(app.db, actor) })),
  implement(api.logout, async ({ app, actor }) => {
    await signOut(app.db, actor);
    // The database tells every instance (http/actor-cache.ts); this one forgets at once, before it answers.
    app.callers.clear();
    return { message: 'Signed out.' };
  }),
  implement(api.passwordEmail, async ({ app, body }) => {
    await sendResetLink(app.db, app.config.appSecret, app.config.publicUrl, body.email);
    return { message: LINK_SENT };
  }),
  implement(api.passwordReset, async ({ app, body }) => {
    await resetWithLink(app.db, app.config.appSecret, body);
    return { message: 'Your password has been reset.' };
  }),
  implement(api.resetPasswordSend, async ({ app, body }) => {
    await sendResetCode(app.db, app.config.appSecret, body.login);
    return { message: CODE_SENT };
  }),
  implement(api.resetPasswordCheck, async ({ app, body }) => {
    await checkResetCode(app.db, app.config.appSecret, body.login, body.code);
    return { data: { valid: true as const } };
  }),
  implement(api.resetPasswordReset, async ({ app, body }) => {
    await resetWithCode(app.db, app.config.appSecret, body);
    return { message: 'Your password has been reset.' };
  }),
  implement(api.loginByNpi, ({ app, params, body }) => signInByNpi(app.db, params.id, body.npi, body.code)),
  implement(api.firstLogin, ({ app, params, body, actor }) => firstLogin(app.db, params.id, body, actor)),
];
