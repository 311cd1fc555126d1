// Started by index.html as the page arrives, before the app's modules (issue 25): the signed-in
// customer's accounts, which the shell's menu, the route guard and the account list ask for
// first. Without it that GET left only once the shell had downloaded and run, one round trip more
// on the way to the list's first paint. The app's API client takes this answer instead of sending
// the same GET again (src/renderers/session/early-requests.ts), once, and judges it as its own (a
// refused key ends the session). The answer holds no words, so the language sent does not matter.
// Not a module: a classic async script, no app code.
(function () {
  try {
    var info = JSON.parse(sessionStorage.getItem('userInfo') || 'null');
    // The tenant's API, as the login named it (user info's tenant.tenant.uri: /api/<tenant>).
    var api = info && info.tenant && info.tenant.tenant && info.tenant.tenant.uri;
    if (typeof api !== 'string' || !/^\/api\/[\w.-]+$/.test(api) || info.role !== 'User' || !info.user_key) return;
    var path = api + '/accounts/for-user';
    var early = (window.__portalEarlyRequests = window.__portalEarlyRequests || {});
    early[path] = {
      key: info.user_key,
      response: fetch(path, { headers: { 'user-key': info.user_key, 'Content-Type': 'application/json' } }),
    };
  } catch (error) {
    // Storage blocked or unreadable: the app asks for itself.
  }
})();
