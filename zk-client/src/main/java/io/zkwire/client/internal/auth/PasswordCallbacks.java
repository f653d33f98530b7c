// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.auth;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.NameCallback;
import javax.security.auth.callback.PasswordCallback;
import javax.security.auth.callback.UnsupportedCallbackException;
import javax.security.sasl.AuthorizeCallback;
import javax.security.sasl.RealmCallback;

/**
 * Answers a SASL client's questions: the user name and password (DIGEST-MD5), the realm the server
 * offered, and whether the authenticated id may act as the authorization id (only as itself). GSSAPI asks
 * nothing of it: its credentials are in the subject.
 */
final class PasswordCallbacks implements CallbackHandler {

    private final String user;
    private final String password;

    PasswordCallbacks(String user, String password) {
        this.user = user;
        this.password = password;
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (callback instanceof NameCallback name) {
                name.setName(user != null ? user : name.getDefaultName());
            } else if (callback instanceof PasswordCallback pass && password != null) {
                pass.setPassword(password.toCharArray());
            } else if (callback instanceof RealmCallback realm) {
                realm.setText(realm.getDefaultText());
            } else if (callback instanceof AuthorizeCallback authorize) {
                authorize.setAuthorized(authorize.getAuthenticationID().equals(authorize.getAuthorizationID()));
                if (authorize.isAuthorized()) {
                    authorize.setAuthorizedID(authorize.getAuthorizationID());
                }
            } else {
                throw new UnsupportedCallbackException(callback, "zkwire's SASL client cannot answer this");
            }
        }
    }
}
