import type { signupDoneMessages } from '../../signup-done';
import type { Translation } from '../../translation';

export default {
  signupDoneTitle: 'Revise su correo electrónico',
  signupDoneVerify: 'Enviamos un enlace a {email}. Ábralo para verificar su dirección de correo electrónico y luego inicie sesión en su nueva cuenta.',
  signupDoneNoMail: '¿No está en su bandeja de entrada? Busque en la carpeta de correo no deseado o comuníquese con nosotros si no llega.',
  signupDoneNoMailCall: '¿No está en su bandeja de entrada? Busque en la carpeta de correo no deseado o llámenos al {phone} si no llega.',
  signupDoneOrder: 'Su primer pedido llegó a nuestro equipo junto con su solicitud: lo confirmaremos y programaremos la entrega una vez que su cuenta esté abierta.',
  signupDoneNoOrder: 'Una vez que su cuenta esté abierta, podrá pedir combustible y pagar sus facturas aquí.',
  signupDoneLogin: 'Ir a Iniciar sesión',
} satisfies Translation<typeof signupDoneMessages>;
