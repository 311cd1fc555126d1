import type { identityAnswerMessages } from '../../identity-answers';
import type { Translation } from '../../translation';

export default {
  resetInstructionsSent: 'Si existe una cuenta con esa dirección, le enviamos instrucciones para restablecer su contraseña. Si no le llegan, revise su carpeta de correo no deseado.',
  accessRequestSent: 'Se envió su solicitud. Nos pondremos en contacto con usted lo antes posible.',
  logInButton: 'Iniciar sesión',
  registered: 'Usuario registrado correctamente. Revise su correo electrónico, incluida la carpeta de correo no deseado, y use el enlace que le enviamos para verificar su dirección de correo electrónico.',
  callIfMissing: 'Si no le llega, llámenos al {phone}.',
  callSupportIfMissing: 'Si no le llega, llame al servicio de atención al cliente.',
  claimCodeByText: 'Si el número de cuenta y el código postal corresponden a una cuenta, enviamos un código de 6 dígitos por SMS al teléfono móvil registrado para esa cuenta (o a su correo electrónico registrado si no tiene teléfono móvil).',
  claimCodeByEmail: 'Si el número de cuenta y el código postal corresponden a una cuenta, enviamos un código de 6 dígitos al correo electrónico registrado para esa cuenta.',
  claimEnterCode: 'Introduzca el código para terminar el registro; caduca en 15 minutos.',
  claimCallIfOutdated: 'Si los datos de contacto registrados no están al día, llámenos al {phone}.',
  claimCallSupportIfOutdated: 'Si los datos de contacto registrados no están al día, llame al servicio de atención al cliente.',
  claimLinkedConfirmed: 'Usuario registrado correctamente. Su cuenta está vinculada a su nuevo acceso: ya puede iniciar sesión.',
} satisfies Translation<typeof identityAnswerMessages>;
