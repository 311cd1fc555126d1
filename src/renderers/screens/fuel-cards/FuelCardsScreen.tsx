import { useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { confirmMessages, dialogTitles } from '../../../engine/messages/confirm';
import type { Account } from '../../../engine/api/types';
import type { FuelCardAction } from '../../../engine/fuel-cards/card-actions';
import { fillMessage, messages } from '../../../engine/messages/catalogue';
import { AccountPicker } from '../../customer-accounts/AccountPicker';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { ScreenTable } from '../../table/ScreenTable';
import { FuelCardDetails } from './FuelCardDetails';
import { FuelCardRowActions } from './FuelCardRowActions';
import { useFuelCardCommands, type FuelCard } from './use-fuel-card-commands';
import './fuel-cards.css';

const buysFuel = (account: Account) => account.is_fuel;

/**
 * Fuel Cards (/fuel-cards): the current account's fleet cards in the layout's columns, each row
 * with the actions its status offers (Suspend or Activate, Details, Remove; spec 1 §4, §6).
 * Remove asks first; Details opens the card in a dialog.
 */
export default function FuelCardsScreen({ screen }: ScreenProps) {
  const { accounts, account, select, loading, error } = useCurrentAccount(buysFuel);
  const [reloadToken, setReloadToken] = useState(0);
  const [showing, setShowing] = useState<FuelCard>();
  const [removing, setRemoving] = useState<FuelCard>();
  const commands = useFuelCardCommands(screen, () => setReloadToken((token) => token + 1));

  if (loading) return <Loading label="Loading your accounts" />;

  const onAction = (action: FuelCardAction, card: FuelCard) => {
    if (action === 'details') setShowing(card);
    else if (action === 'remove') setRemoving(card);
    else void commands[action](card);
  };

  return (
    <section className="screen fuel-cards" aria-labelledby="fuel-cards-title">
      <div className="screen__head">
        <h1 id="fuel-cards-title">{screen.title}</h1>
        <AccountPicker accounts={accounts} value={account} onChange={select} />
      </div>
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {!error && !account && <p className="card muted">{messages.fuelCardsUnavailable}</p>}
      {account && (
        <ScreenTable
          key={account.account_id}
          screen={screen}
          filters={{ account_id: account.account_id }}
          reloadToken={reloadToken}
          heading={<h2 id={`${screen.id}-title`} className="fuel-cards__count">{`Cards of account ${account.account_id}`}</h2>}
          rowActions={(row) => <FuelCardRowActions card={row as FuelCard} busy={commands.busy} onAction={onAction} />}
        />
      )}
      <FuelCardDetails card={showing} onHide={() => setShowing(undefined)} />
      <ConfirmDialog
        visible={removing !== undefined}
        onHide={() => setRemoving(undefined)}
        header={dialogTitles.removeCard}
        icon="pi pi-exclamation-triangle"
        message={removing ? fillMessage('confirmRemoveFuelCard', { last4: removing.last4, name: removing.card_user_name }) : ''}
        acceptLabel={confirmMessages.remove}
        rejectLabel={confirmMessages.cancel}
        acceptClassName="p-button-danger"
        accept={() => removing && void commands.remove(removing)}
      />
    </section>
  );
}
