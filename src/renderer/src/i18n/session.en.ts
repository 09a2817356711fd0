/** English words of logging in and of the site's journal. */
export const loginEn = {
  title: 'Log in to {name}',
  login: 'Login',
  password: 'Password',
  remember: 'Remember in the system keychain',
  rememberUnavailable:
    'No system keychain on this computer: the password is kept until Turnkey closes.',
  submit: 'Log in',
  blocked: 'Login is blocked: the certificate of this controller has changed. Review it first.',
  untrusted: 'Trust this controller before logging in.',
  useSaved: 'Log in as {login} with the saved password',
  forgetPassword: 'Forget the saved password',
  orType: 'Or type a login and password:',
  loginExample: 'admin',
  passwordHint: 'The password of this login',
};

export const journalEn = {
  title: 'Journal',
  intro:
    'Every action on this site, newest first: who did what, on which controller, before and after.',
  at: 'When',
  who: 'Who',
  controller: 'Controller',
  what: 'What',
  outcome: 'Outcome',
  outcomes: { succeeded: 'Done', failed: 'Failed', cancelled: 'Cancelled', info: 'Noted' },
  more: 'Older entries',
};
