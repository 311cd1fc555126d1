/**
 * (not in the spec) The code step of registering an existing account (issue 21). Apart from the
 * catalogue, like the back office's messages, so that the login page, which loads the catalogue,
 * does not carry them: only the register screen imports this module.
 */
export const accountClaimMessages = {
  claimCodeLabel: 'Code',
  claimCodeHelp: 'The 6-digit code sent to the contact details on file for the account.',
  claimCodeSubmit: 'Verify Code',
  claimStartOver: 'Start over',
  /** How the code goes: the choices of the register form's code_delivery. */
  email: 'Email on file',
  text: 'Text to the mobile phone on file',
} as const;
