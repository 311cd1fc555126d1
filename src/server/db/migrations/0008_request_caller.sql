-- The first statement of every API request (src/server/auth/request-caller.ts): it scopes the
-- connection to the tenant, reads the caller behind a session key hash, slides the session's idle
-- expiry when it has gone stale, and says whether the caller is linked to an account, in ONE round
-- trip. A function rather than one SQL statement because the scoping must happen before the reads
-- (row-level security reads app.tenant), and statements inside a function run in order.
--
-- p_local: true inside a transaction (the setting ends with it); false for a request that runs
-- without one (a read on PostgreSQL), where the setting stays on the pooled connection until the
-- next request's first statement — this one — replaces it.
CREATE OR REPLACE FUNCTION portal_request_caller(
  p_tenant text,
  p_local boolean,
  p_key_hash text,
  p_now timestamptz,
  p_idle interval,
  p_absolute interval,
  p_slide interval,
  p_impersonator_roles text[],
  p_account text
) RETURNS TABLE (
  user_id integer,
  email text,
  role text,
  display_name text,
  locale text,
  impersonator_id integer,
  owns_account boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_impersonator_key text;
BEGIN
  PERFORM set_config('app.tenant', p_tenant, p_local);
  IF p_key_hash IS NULL THEN
    RETURN;
  END IF;

  -- Slide only a live session whose expiry is more than p_slide behind "now + idle": most calls
  -- write nothing. The impersonating staff session slides along ("view my account").
  SELECT s.impersonator_key_hash INTO v_impersonator_key
    FROM sessions s
   WHERE s.key_hash = p_key_hash AND s.expires_at > p_now AND s.created_at > p_now - p_absolute;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE sessions s
     SET expires_at = p_now + p_idle
   WHERE s.key_hash IN (p_key_hash, v_impersonator_key)
     AND s.expires_at > p_now
     AND s.expires_at < p_now + p_idle - p_slide;

  RETURN QUERY
  SELECT u.id, u.email, u.role, u.display_name, u.locale, s.impersonator_id,
         p_account IS NOT NULL AND EXISTS (
           SELECT 1 FROM user_accounts ua WHERE ua.user_id = u.id AND ua.account_id = p_account
         )
    FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
   WHERE s.key_hash = p_key_hash
     AND s.expires_at > p_now
     AND s.created_at > p_now - p_absolute
     -- A login-as session lives only as long as the staff session that opened it, and only while
     -- that staff user still holds a role that may log in as customers.
     AND (s.impersonator_key_hash IS NULL OR EXISTS (
           SELECT 1
             FROM sessions st
             JOIN users su ON su.tenant_id = st.tenant_id AND su.id = st.user_id
            WHERE st.key_hash = s.impersonator_key_hash
              AND st.user_id = s.impersonator_id
              AND st.expires_at > p_now
              AND st.created_at > p_now - p_absolute
              AND su.role = ANY (p_impersonator_roles)));
END;
$$;
