// A family's privacy (admin ward page, docs/product.md "Directory privacy"): the kit's privacy form
// in a dialog, loaded with the family's choices; one save (PUT /api/houses/{id}/privacy), then the
// ward page refreshes.
import type { House } from '@parish/shared/houses';
import { Loader } from '../../../components/loader.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PrivacyChoicesForm, privacyMessages } from '../../../components/privacy-choices-form.tsx';
import { useT } from '../../../i18n/language.tsx';
import { apiErrorText } from '../../../lib/error-handler.ts';
import { toast } from '../../../lib/toast.ts';
import { useHousePrivacy, useSaveHousePrivacy } from '../api/house-privacy.ts';

export function PrivacyDialog({ house, onClose }: { house: House; onClose: () => void }) {
  const t = useT(privacyMessages).privacy;
  return (
    <Modal open onClose={onClose} title={t.title(house.house)} placement="full" className="privacy-dialog">
      <PrivacyLoader house={house} onDone={onClose} />
    </Modal>
  );
}

function PrivacyLoader({ house, onDone }: { house: House; onDone: () => void }) {
  const t = useT(privacyMessages).privacy;
  const privacy = useHousePrivacy(house._id);
  if (privacy.isError) {
    return (
      <div className="privacy-load-error">
        <p className="error-banner" role="alert">
          {t.loadError} {apiErrorText(privacy.error)}
        </p>
        <button type="button" className="button" onClick={() => void privacy.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!privacy.data) return <Loader inline label={t.loading} />;
  // key: a refetch after a save starts the form from what was saved.
  return <PrivacySave key={privacy.dataUpdatedAt} house={house} privacy={privacy.data} onDone={onDone} />;
}

function PrivacySave({
  house,
  privacy,
  onDone,
}: {
  house: House;
  privacy: NonNullable<ReturnType<typeof useHousePrivacy>['data']>;
  onDone: () => void;
}) {
  const t = useT(privacyMessages).privacy;
  const save = useSaveHousePrivacy();
  return (
    <PrivacyChoicesForm
      privacy={privacy}
      mode="office"
      onSave={async (input) => {
        await save.mutateAsync({ houseId: house._id, input });
        toast.success(t.saved(house.house));
        onDone();
      }}
    />
  );
}
