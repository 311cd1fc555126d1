import { useState, type InputHTMLAttributes } from 'react';
import { loginPageMessages as t } from '../../engine/messages/login-page';

/**
 * A password input with PrimeReact's show/hide switch (`toggleMask`), in PrimeReact's classes
 * and words ('Show Password' / 'Hide Password'), without loading PrimeReact's component.
 */
export function PasswordInput({ toggleMask, ...input }: InputHTMLAttributes<HTMLInputElement> & { toggleMask: boolean }) {
  const [shown, setShown] = useState(false);
  const field = <input {...input} type={shown ? 'text' : 'password'} className="p-inputtext p-component p-password-input" style={{ width: '100%' }} />;
  if (!toggleMask) return <div className="p-password p-component p-inputwrapper">{field}</div>;
  return (
    <div className="p-password p-component p-inputwrapper p-input-icon-right light-form__password">
      <span className="p-icon-field p-icon-field-right">
        {field}
        <span className="p-input-icon">
          <button
            type="button"
            role="switch"
            aria-checked={shown}
            aria-label={shown ? t.hidePassword : t.showPassword}
            className={`light-form__mask pi ${shown ? 'pi-eye-slash p-password-hide-icon' : 'pi-eye p-password-show-icon'}`}
            onClick={() => setShown(!shown)}
          />
        </span>
      </span>
    </div>
  );
}
