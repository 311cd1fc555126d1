import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { homeRoute } from '../../../../engine/layout/menu';
import { messages } from '../../../../engine/messages/catalogue';
import { useLayout } from '../../../layout/layout-context';
import { useApi, useSession } from '../../../session/session-context';

export interface LoginFields {
  user_id?: string;
  password?: string;
}

/**
 * POST /login (spec 1 §2): app_id and app_url travel empty; a refusal shows the server's
 * detail, else a generic message; success starts the session and opens the role's home.
 */
export function useLogin() {
  const api = useApi();
  const { actor } = useSession();
  const navigate = useNavigate();
  const layout = useLayout();
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function logIn({ user_id = '', password = '' }: LoginFields): Promise<void> {
    setSubmitting(true);
    setProblem(undefined);
    try {
      const { data, error } = await api.call('login', { body: { user_id, password, app_id: '', app_url: '' } });
      if (data) {
        actor.send({ type: 'LOGIN', userInfo: data });
        navigate(homeRoute(layout, data.role), { replace: true });
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
