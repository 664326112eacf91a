import { useEffect, useRef, useState } from 'react';
import { AdminPage } from '../app/AdminPage.tsx';
import { leaveWithNotice } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource, type AdminResourceHandle } from '../app/useAdminResource.ts';
import type { UserEntry, UserList } from '../api/userList.ts';
import type { UserType } from '../api/userType.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';
import { AddUserForm } from './AddUserForm.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { deleteUserRefusal } from './deleteUserRefusal.ts';
import { userListPermission, userListTitle, userManagementTexts as texts } from './userManagementTexts.ts';
import { UserListNavigation } from './UserListNavigation.tsx';

/**
 * User management of one list of the tenant (platform.md sections 2, 3, 6): the list the home's
 * permission link opens, adding a registered person by e-mail, removing where the server offers a
 * delete link. Failures other than the server's refusals go to the home (section 8).
 */
export function UserManagementPage({ list }: { readonly list: UserType }) {
  const { client, data, tenant } = useAdminSession();
  const handle = useAdminResource(`users:${list}`, () => client.users(data._links[userListPermission[list]]!), {
    path: adminPaths.home,
    text: texts.loadFailed(list),
  });
  return (
    <AdminPage title={`${userListTitle[list]} – ${tenant.name}`}>
      <UserListNavigation current={list} />
      <ResourceView handle={handle} loadingText={texts.loading} failedText={texts.loadFailed(list)}>
        {(users) => <UserListEditor list={list} users={users} handle={handle} />}
      </ResourceView>
    </AdminPage>
  );
}

interface Feedback {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/** The loaded list with its add form, table, removal dialog and the status line after each change. */
function UserListEditor({ list, users, handle }: { readonly list: UserType; readonly users: UserList; readonly handle: AdminResourceHandle<UserList> }) {
  const { client, tenant } = useAdminSession();
  const [feedback, setFeedback] = useState<Feedback | undefined>(undefined);
  const [removal, setRemoval] = useState<{ readonly entry: UserEntry; readonly busy: boolean } | undefined>(undefined);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  // The button that opened the dialog gets the focus back when it is cancelled.
  const opener = useRef<HTMLElement | null>(null);
  const entries = users._embedded.users;

  // Where the focus goes once the page shows the change: the message after a removal, the opener after a cancel.
  const focusNext = useRef<'feedback' | 'opener' | undefined>(undefined);
  useEffect(() => {
    if (removal) return;
    // Only once the dialog has left the page: while it is open, everything outside it is inert.
    if (focusNext.current === 'feedback') feedbackRef.current?.focus();
    if (focusNext.current === 'opener') opener.current?.focus();
    focusNext.current = undefined;
  }, [removal, feedback]);

  const withEntries = (next: readonly UserEntry[]) => handle.replace({ ...users, _embedded: { ...users._embedded, users: [...next] } });
  const show = (next: Feedback, focus: boolean) => {
    if (focus) focusNext.current = 'feedback';
    setFeedback(next);
  };

  const cancel = () => {
    if (!removal || removal.busy) return;
    focusNext.current = 'opener';
    setRemoval(undefined);
  };

  const remove = async (entry: UserEntry) => {
    setRemoval({ entry, busy: true });
    setFeedback(undefined);
    try {
      await client.deleteUser(entry._links.delete!);
      setRemoval(undefined);
      withEntries(entries.filter((other) => other.login !== entry.login));
      show({ kind: 'success', text: texts.removed(entry, list) }, true);
    } catch (error) {
      const refusal = deleteUserRefusal(error, entry);
      setRemoval(undefined);
      if (!refusal) {
        leaveWithNotice(adminPaths.home, texts.removeFailed(entry));
        return;
      }
      if (refusal.gone) withEntries(entries.filter((other) => other.login !== entry.login));
      show({ kind: 'error', text: refusal.message }, true);
    }
  };

  return (
    <>
      {users._links.create ? (
        <AddUserForm
          list={list}
          create={users._links.create}
          onStart={() => setFeedback(undefined)}
          onAdded={(entry) => {
            withEntries([...entries.filter((other) => other.login !== entry.login), entry]);
            show({ kind: 'success', text: texts.added(entry, list) }, false);
          }}
        />
      ) : null}
      {/* Always in the page, so that screen readers announce what is put in. */}
      <div role="status" className="users-feedback">
        {feedback ? (
          <p ref={feedbackRef} tabIndex={-1} className={`alert alert--${feedback.kind}`}>
            {feedback.text}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={texts.caption(list, tenant.name, entries.length)}
        rows={entries}
        rowKey={(entry) => entry.login}
        initialSort={{ key: 'login', direction: 'ascending' }}
        empty={<p>{texts.empty}</p>}
        columns={[
          { key: 'login', header: texts.columnLogin, cell: (entry) => entry.login, sortValue: (entry) => entry.login },
          { key: 'firstName', header: texts.columnFirstName, cell: (entry) => entry.firstName ?? '', sortValue: (entry) => entry.firstName ?? '' },
          { key: 'lastName', header: texts.columnLastName, cell: (entry) => entry.lastName ?? '', sortValue: (entry) => entry.lastName ?? '' },
          {
            key: 'actions',
            header: texts.columnActions,
            cell: (entry) =>
              entry._links.delete ? (
                <button
                  type="button"
                  className="button button--secondary users-delete"
                  aria-label={`${texts.remove}: ${entry.login}`}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setFeedback(undefined);
                    setRemoval({ entry, busy: false });
                  }}
                >
                  {texts.remove}
                </button>
              ) : (
                <span className="users-own">{texts.ownEntry}</span>
              ),
          },
        ]}
      />
      {removal ? (
        <DeleteUserDialog
          entry={removal.entry}
          list={list}
          tenantName={tenant.name}
          busy={removal.busy}
          onCancel={cancel}
          onConfirm={() => void remove(removal.entry)}
        />
      ) : null}
    </>
  );
}
