import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeRoute } from '../../../../engine/layout/menu';
import { allWordsLoaded, messages } from '../../../../engine/messages/catalogue';
import { returnPath } from '../../../../engine/session/return-path';
import { useLayout } from '../../../layout/layout-context';
import { useApi, useSession } from '../../../session/session-context';

export interface LoginFields {
  user_id?: string;
  password?: string;
}

/**
 * POST /login (spec 1 §2): app_id and app_url travel empty; a refusal shows the server's
 * detail, else a generic message; success starts the session and opens the link that sent the
 * visitor here, else the role's home.
 */
export function useLogin() {
  const api = useApi();
  const { actor } = useSession();
  const navigate = useNavigate();
  // A deep link opened while signed out (ScreenGuard put it here): the login returns to it.
  const from = returnPath((useLocation().state as { from?: unknown } | null)?.from);
  const layout = useLayout();
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function logIn({ user_id = '', password = '' }: LoginFields): Promise<void> {
    setSubmitting(true);
    setProblem(undefined);
    try {
      // The signed-in shell's words (its menus, the home screen's texts) arrive with the answer: no English flash.
      const [{ data, error }] = await Promise.all([api.call('login', { body: { user_id, password, app_id: '', app_url: '' } }), allWordsLoaded()]);
      if (data) {
        actor.send({ type: 'LOGIN', userInfo: data });
        // Back to the link that was opened, if any (a screen the role may not open sends it home from there).
        navigate(from ?? homeRoute(layout, data.role), { replace: true });
        return;
      }
      setProblem(error?.detail || messages.loginFailed);
    } catch {
      setProblem(messages.loginFailed);
    } finally {
      setSubmitting(false);
    }
  }

  return { logIn, problem, submitting };
}
