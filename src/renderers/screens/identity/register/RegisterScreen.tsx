import { Link } from 'react-router-dom';
import { messageText } from '../../../../engine/messages/catalogue';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import type { ScreenProps } from '../../../registry/types';
import { RequestFormScreen } from './RequestFormScreen';

/**
 * Self-registration of an existing customer (account number and billing ZIP), with the way
 * to ask for access for someone who has no account number: the layout's screen that submits
 * requestSelfRegister.
 */
export default function RegisterScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const requestAccess = relatedScreen(layout, screen, (s) => s.submit === 'requestSelfRegister');
  return (
    <RequestFormScreen
      screen={screen}
      links={requestAccess && <Link to={requestAccess.route}>{messageText(requestAccess.messages?.link ?? requestAccess.title ?? 'Request access')}</Link>}
    />
  );
}
