import { describe, expect, it } from 'vitest';
import { problemsOf } from './support/layout-problems';

const screen = (id: string, fields: Record<string, unknown>) => ({ screens: { [id]: fields } });
const feedback = { route: '/feedback', kind: 'form', access: 'customer', title: 'Feedback' };

describe('a form screen (the generic form kind)', () => {
  it('is refused without a form or a submit operation, at their paths', () => {
    expect(problemsOf(screen('feedback', feedback))).toEqual([
      { path: '/screens/feedback/submit', message: 'A form screen needs a submit operation' },
      { path: '/screens/feedback/form', message: 'A form screen needs a form' },
    ]);
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact' }))).toEqual([{ path: '/screens/feedback/submit', message: 'A form screen needs a submit operation' }]);
  });

  it('is accepted with a form and the operation that takes its answers, a load to prefill and where to go after', () => {
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact', submit: 'createInquiry', then: 'reset' }))).toEqual([]);
    expect(problemsOf(screen('myProfile', { ...feedback, route: '/me', form: 'profile', load: 'getProfile', submit: 'updateProfile', then: { screen: 'changePassword' } }))).toEqual([]);
  });

  it('is refused when its load reads no record, or then/back name no screen', () => {
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact', submit: 'createInquiry', load: 'listUsers', access: 'staff' })).map((p) => p.path)).toContain('/screens/feedback/load');
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact', submit: 'createInquiry', then: { screen: 'thanks' }, back: 'home' }))).toEqual([
      { path: '/screens/feedback/then/screen', message: 'Unknown screen "thanks"' },
      { path: '/screens/feedback/back', message: 'Unknown screen "home"' },
    ]);
  });

  it("is refused when then/back open a screen whose route needs a placeholder this screen's route lacks", () => {
    // The overview is /accounts/:account_id: a screen under it can go back to it, /feedback cannot.
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact', submit: 'createInquiry', then: { screen: 'overview' }, back: 'overview' }))).toEqual([
      { path: '/screens/feedback/then/screen', message: "overview (/accounts/:account_id) needs :account_id, which this screen's route does not have" },
      { path: '/screens/feedback/back', message: "overview (/accounts/:account_id) needs :account_id, which this screen's route does not have" },
    ]);
    expect(problemsOf(screen('feedback', { ...feedback, route: '/accounts/:account_id/feedback', form: 'contact', submit: 'createInquiry', then: { screen: 'overview' }, back: 'overview' }))).toEqual([]);
  });

  it('is refused when a link names no screen, or a fact is no field of the record it loads', () => {
    expect(problemsOf(screen('profile', { links: ['changePasword'], facts: ['email', 'mail'] }))).toEqual([
      { path: '/screens/profile/links/0', message: 'Unknown screen "changePasword"' },
      { path: '/screens/profile/facts/1', message: '"mail" is no field of the record getProfile reads' },
    ]);
    expect(problemsOf(screen('changePassword', { facts: ['email'] }))).toEqual([
      { path: '/screens/changePassword/facts/0', message: 'Only a loaded record has facts to show: the screen has no load' },
    ]);
  });

  it('is refused when it takes from the URL a parameter its operation does not have', () => {
    expect(problemsOf(screen('passwordReset', { fromQuery: { 'user-key': 'user_key', token: 't' } }))).toEqual([
      { path: '/screens/passwordReset/fromQuery/token', message: 'resetPassword takes no parameter "token"' },
    ]);
  });

  it('must ask the bot check exactly where its operation reads the token', () => {
    expect(problemsOf(screen('forgotPassword', { botCheck: false }))).toEqual([
      { path: '/screens/forgotPassword/botCheck', message: 'requestPasswordReset is bot-checked (x-bot-check): the screen needs "botCheck": true' },
    ]);
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact', submit: 'createInquiry', botCheck: true }))).toEqual([
      { path: '/screens/feedback/botCheck', message: 'createInquiry reads no bot-check token' },
    ]);
  });

  it('takes choices and panels the renderers know, and submit parameters from fields of the record it loads', () => {
    expect(problemsOf(screen('editUser', { choices: { role: 'listRoles' }, fromRecord: { userId: 'user_id' }, panels: ['userPaymentSources'] }))).toEqual([]);
    expect(problemsOf(screen('editUser', { choices: { role: 'listRoless' }, panels: ['userCards'] }))).toEqual([
      { path: '/screens/editUser/panels/0', message: 'Unknown panel "userCards"; the renderers show userPaymentSources' },
      { path: '/screens/editUser/choices/role', message: 'Unknown operation "listRoless": no operationId of the API has that name' },
    ]);
    expect(problemsOf(screen('editUser', { fromRecord: { userId: 'userid', user: 'user_id' } }))).toEqual([
      { path: '/screens/editUser/fromRecord/userId', message: '"userid" is no field of the record getProfileByEmail reads' },
      { path: '/screens/editUser/fromRecord/user', message: 'updateUser takes no parameter "user"' },
    ]);
    // Create User loads nothing: no record to send fields of, or to show below the form.
    expect(problemsOf(screen('createUser', { fromRecord: { userId: 'user_id' }, panels: ['userPaymentSources'] }))).toEqual([
      { path: '/screens/createUser/panels/0', message: 'A panel shows the loaded record: the screen has no load' },
      { path: '/screens/createUser/fromRecord/userId', message: 'Only a loaded record has fields to send: the screen has no load' },
      { path: '/screens/createUser/fromRecord/userId', message: 'createUser takes no parameter "userId"' },
    ]);
  });

  it("refuses a form screen's options on a screen of another kind", () => {
    expect(problemsOf(screen('login', { then: 'reset', frame: 'narrow' }))).toEqual([
      { path: '/screens/login/frame', message: 'Only a form or table screen takes "frame"; this is a login screen' },
      { path: '/screens/login/then', message: 'Only a form screen takes "then"; this is a login screen' },
    ]);
    expect(problemsOf(screen('users', { choices: { role: 'listRoles' }, fromRecord: { id: 'user_id' }, panels: ['userPaymentSources'] }))).toEqual([
      { path: '/screens/users/fromRecord', message: 'Only a form screen takes "fromRecord"; this is a table screen' },
      { path: '/screens/users/choices', message: 'Only a form screen takes "choices"; this is a table screen' },
      { path: '/screens/users/panels', message: 'Only a form screen takes "panels"; this is a table screen' },
    ]);
  });

  it("refuses a customer form's account, choices, intro and aside where they name nothing usable", () => {
    // Contact as it ships: the current account, the departments, the support text and contacts.
    expect(problemsOf(screen('contact', {}))).toEqual([]);
    const contact = { ...feedback, form: 'contact', submit: 'createInquiry', then: 'again' };
    expect(problemsOf(screen('feedback', { ...contact, account: 'account_id', access: 'staff' })).filter((p) => p.path.endsWith('/account'))).toEqual([
      { path: '/screens/feedback/account', message: "Only a customer has a current account to send: the screen's access is staff" },
    ]);
    expect(problemsOf(screen('feedback', { ...contact, choices: { department: 'listDepartmens', inquiry_type: 'listUsers' } }))).toEqual([
      { path: '/screens/feedback/choices/department', message: 'Unknown operation "listDepartmens": no operationId of the API has that name' },
      { path: '/screens/feedback/choices/inquiry_type', message: 'listUsers answers no list of entries with a name (and an id, sent in its place where the entries have one)' },
    ]);
    expect(problemsOf(screen('feedback', { ...contact, introSetting: 'customer_support_phone_number', aside: 'map' }))).toEqual([
      { path: '/screens/feedback/introSetting', message: '"customer_support_phone_number" is no rich-text setting' },
      { path: '/screens/feedback/aside', message: 'Unknown aside "map"; the renderers show supportContacts, gaugeGuide, programTerms' },
    ]);
    expect(problemsOf(screen('feedback', { ...contact, account: 'account_id', choices: { department: 'listDepartments' }, introSetting: 'support_text', aside: 'supportContacts' }))).toEqual([]);
  });

  it('submits on arrival only without a form, with its input from the URL query, and shows the answer', () => {
    expect(problemsOf(screen('verifyEmail', {}))).toEqual([]);
    expect(problemsOf(screen('verifyEmail', { form: 'contact', fromQuery: {}, then: 'stay' }))).toEqual([
      { path: '/screens/verifyEmail/form', message: 'A screen that submits on arrival has no form to fill: its only input is the URL query' },
      { path: '/screens/verifyEmail/fromQuery', message: 'A screen that submits on arrival takes its input from the URL query: it needs fromQuery' },
      { path: '/screens/verifyEmail/then', message: 'A screen that submits on arrival shows the answer: its then is "answer"' },
      { path: '/screens/verifyEmail/answerFields/message', message: 'Only an answer shown in place of the form has fields to word it: the screen\'s then is not "answer"' },
      { path: '/screens/verifyEmail/answerFields/button', message: 'Only an answer shown in place of the form has fields to word it: the screen\'s then is not "answer"' },
    ]);
    // Without autoSubmit a form screen still needs its form.
    expect(problemsOf(screen('verifyEmail', { autoSubmit: false })).map((p) => p.path)).toContain('/screens/verifyEmail/form');
  });

  it("words the answer by fields of the submit's answer, its button leading back", () => {
    expect(problemsOf(screen('verifyEmail', { answerFields: { message: 'data.welcome', button: 'data.button_label' } }))).toEqual([
      { path: '/screens/verifyEmail/answerFields/message', message: '"data.welcome" is no field of the answer of verifyEmail' },
    ]);
    expect(problemsOf(screen('feedback', { ...feedback, form: 'contact', submit: 'createInquiry', then: 'answer', answerFields: { button: 'message' } }))).toContainEqual({
      path: '/screens/feedback/answerFields/button',
      message: "The answer's button leads to the back screen: the screen has no back",
    });
  });

  it('takes a second form after the first submit, sent with fields carried from the first answer', () => {
    // Register as it ships: the code sent to the contact on file, with the claim the first answer names.
    expect(problemsOf(screen('register', {}))).toEqual([]);
    const then = { form: 'register-code', submit: 'confirmAccountClaim', carry: { claim_id: 'claim_id' } };
    expect(problemsOf(screen('register', { then: { ...then, form: 'register-cod', carry: { claim: 'claim_id', claim_id: 'claim.id' } } }))).toEqual([
      { path: '/screens/register/then/form', message: 'Unknown form "register-cod"' },
      { path: '/screens/register/then/carry/claim', message: 'confirmAccountClaim takes no field "claim"' },
      { path: '/screens/register/then/carry/claim_id', message: '"claim.id" is no field of the answer of the first submit' },
    ]);
  });

  it('refuses a second form whose operation does not exist, only reads, asks more than the first or a bot check', () => {
    const then = { form: 'register-code', carry: { claim_id: 'claim_id' } };
    expect(problemsOf(screen('register', { then: { ...then, submit: 'confirmClaim' } }))).toEqual([
      { path: '/screens/register/then/submit', message: 'Unknown operation "confirmClaim": no operationId of the API has that name' },
    ]);
    expect(problemsOf(screen('register', { then: { ...then, submit: 'listUsers', carry: {} } }))).toEqual([
      { path: '/screens/register/then/submit', message: 'listUsers only reads: a form cannot submit to it' },
      { path: '/screens/register/then/submit', message: "listUsers needs users:read, which the screen's first submit does not" },
    ]);
    expect(problemsOf(screen('register', { then: { ...then, submit: 'registerUser', carry: {} } }))).toEqual([
      { path: '/screens/register/then/submit', message: 'registerUser is bot-checked (x-bot-check): a second form asks no bot check' },
    ]);
    // The layout's schema: a second form names its operation.
    expect(problemsOf(screen('register', { then: { form: 'register-code' } })).map((p) => p.path)).toContain('/screens/register/then');
  });

  it("refuses a customer form's options on a screen of another kind", () => {
    expect(problemsOf(screen('auditLog', { account: 'account_id', aside: 'supportContacts' }))).toEqual([
      { path: '/screens/auditLog/account', message: 'Only a form screen takes "account"; this is a table screen' },
      { path: '/screens/auditLog/aside', message: 'Only a form screen takes "aside"; this is a table screen' },
    ]);
    expect(problemsOf(screen('auditLog', { autoSubmit: true, answerFields: { message: 'message' } })).map((p) => p.message)).toEqual([
      'Only a form screen takes "autoSubmit"; this is a table screen',
      'Only a form screen takes "answerFields"; this is a table screen',
    ]);
  });
});
