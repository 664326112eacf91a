import { useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { ErrorSummary, TextField, flattenErrors } from '../../core/ui.ts';
import { leaveWithNotice } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import type { Link } from '../api/adminData.ts';
import type { UserEntry } from '../api/userList.ts';
import type { UserType } from '../api/userType.ts';
import { addUserRefusal, validateAddUser, type AddUserValues } from './addUserRefusal.ts';
import { userManagementTexts as texts } from './userManagementTexts.ts';

/**
 * Adds a registered person to the list by e-mail through its `create` link: checked here first,
 * then by the server, whose refusals show at the field with the error summary; the typed address
 * stays. Any other failure goes to the home (platform.md section 8).
 */
export function AddUserForm({
  list,
  create,
  onStart,
  onAdded,
}: {
  readonly list: UserType;
  readonly create: Link;
  readonly onStart: () => void;
  readonly onAdded: (entry: UserEntry) => void;
}) {
  const { client } = useAdminSession();
  const [attempt, setAttempt] = useState(0);
  const added = useRef(false);

  const onSubmit = async (values: AddUserValues) => {
    added.current = false;
    onStart();
    try {
      const entry = await client.addUser(create, (values.email ?? '').trim());
      added.current = true;
      onAdded(entry);
      return undefined;
    } catch (error) {
      const refusal = addUserRefusal(error, list);
      if (refusal) return { email: refusal };
      leaveWithNotice(adminPaths.home, texts.addFailed(list));
      return undefined;
    }
  };

  return (
    <Form<AddUserValues>
      onSubmit={onSubmit}
      validate={validateAddUser}
      render={({ handleSubmit, form, submitting }) => (
        <form
          noValidate
          aria-labelledby="add-user-title"
          className="users-add"
          onSubmit={(event) => {
            setAttempt((count) => count + 1);
            // After an addition the field empties for the next person; after a refusal the address stays.
            void handleSubmit(event)?.then(() => {
              if (added.current) (form as FormApi<AddUserValues>).restart();
            });
          }}
        >
          <h2 id="add-user-title">{texts.addHeading}</h2>
          <FormSpy subscription={{ submitFailed: true, errors: true, submitErrors: true, dirtySinceLastSubmit: true }}>
            {({ submitFailed, errors, submitErrors, dirtySinceLastSubmit }) => {
              const list = flattenErrors(errors).concat(dirtySinceLastSubmit ? [] : flattenErrors(submitErrors)).slice(0, 1);
              return submitFailed && list.length > 0 ? <ErrorSummary title={texts.formInvalid} errors={list} attempt={attempt} /> : null;
            }}
          </FormSpy>
          <p className="field__hint">{texts.addIntro}</p>
          <div className="users-add__row">
            <TextField name="email" type="email" label={texts.emailLabel} autoComplete="off" required maxLength={320} />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? texts.adding : texts.addButton}
            </button>
          </div>
        </form>
      )}
    />
  );
}
