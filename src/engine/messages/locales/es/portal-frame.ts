import type { portalFrameMessages } from '../../portal-frame';
import type { Translation } from '../../translation';

export default {
  mainMenu: 'Menú principal',
  menu: 'Menú',
  logout: 'Cerrar sesión',
  loading: 'Cargando',
  termsOfUse: 'Condiciones de uso',
  retry: 'Reintentar',
  noPortalHere: 'No hay ningún portal de clientes aquí',
  noPortalFor: 'No hay ningún portal de proveedor de combustible configurado para {host}.',
  checkAddress: 'Compruebe la dirección que le dio su proveedor.',
  unknownScreenKind: 'No se puede mostrar esta página: ningún componente muestra pantallas del tipo {kind}.',
  switchingUser: 'Cambiando de usuario',
  checkingAccess: 'Comprobando el acceso',
} satisfies Translation<typeof portalFrameMessages>;
