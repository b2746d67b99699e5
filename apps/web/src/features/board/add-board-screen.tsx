// docs/product.md "Board editor": one form for every board title, showing the fields the chosen title
// needs (ward for 4, grade for 6, years for 9, current or former for 10) and a photo. With a member
// in the navigation state (from /board, the other board pages or the ward page's committee) it
// edits that member. The same per-title rules run on the server (packages/shared/src/board.ts).
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BOARD_TITLE, BOARD_TITLES, GRADE_MAX, GRADE_MIN, WARD_COUNT } from '@parish/shared/plain/constants';
import {
  BoardMemberInputSchema,
  DURATION_REVERSED,
  isReversedDuration,
  titleFieldIssues,
  titleFields,
  type BoardMember,
} from '@parish/shared/board';
import { displayPhone } from '@parish/shared/plain/phone';
import { FileField, ImageThumb } from '../../components/form/file-field.tsx';
import { RecordForm } from '../../components/form/record-form.tsx';
import { SelectInput, TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useUpload, type StoredImage } from '../../lib/upload.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldCatalog, type FieldErrors } from '../../lib/use-schema-form.ts';
import { useSaveBoardMember } from './api/save-board-member.ts';
import type { BoardFormState } from './components/board-actions.tsx';
import { boardMessages } from './messages.ts';
import { kitMessages } from '../../i18n/kit.ts';

interface Draft {
  title: string;
  name: string;
  house: string;
  group: string;
  phone: string;
  ward: string;
  grade: string;
  duration: string;
  isCurrent: 'true' | 'false';
  photo: StoredImage | null;
}

function draftOf(member: BoardMember | undefined, title: number | undefined): Draft {
  if (!member) {
    return {
      title: title ? String(title) : '',
      name: '',
      house: '',
      group: '',
      phone: '',
      ward: '',
      grade: '',
      duration: '',
      isCurrent: 'true',
      photo: null,
    };
  }
  return {
    title: String(member.title),
    name: member.name,
    house: member.house,
    group: member.group,
    phone: displayPhone(member.phone),
    ward: member.ward === null ? '' : String(member.ward),
    grade: member.grade === null ? '' : String(member.grade),
    duration: member.duration,
    isCurrent: member.isCurrent ? 'true' : 'false',
    photo: member.image ? { image: member.image, preImage: member.preImage ?? '' } : null,
  };
}

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** The draft as the schema reads it: a field the title does not have is sent empty. */
function inputOf(d: Draft) {
  const title = d.title === '' ? undefined : Number(d.title);
  const needs = titleFields(title ?? 0);
  return {
    title,
    name: d.name,
    house: d.house,
    group: d.group,
    phone: d.phone,
    ward: needs.ward ? numberOrNull(d.ward) : null,
    grade: needs.grade ? numberOrNull(d.grade) : null,
    duration: d.duration,
    isCurrent: d.isCurrent === 'true',
    image: d.photo?.image ?? null,
    preImage: d.photo?.image ? d.photo.preImage || null : null,
  };
}

/** Where the member is shown: the admin returns there after saving. */
export function pageOf(member: Pick<BoardMember, 'title' | 'ward' | 'grade'>): string {
  if (member.title === BOARD_TITLE.wardCommittee && member.ward !== null) return `/admin/wards/${member.ward}`;
  if (member.title === BOARD_TITLE.classTeacher && member.grade !== null) return `/catehism/${member.grade}`;
  if (member.title === BOARD_TITLE.dedicated) return '/samarpithar';
  if (member.title === BOARD_TITLE.formerVicar) return '/ex-vicars';
  if (member.title === BOARD_TITLE.convent) return '/convent';
  return '/board';
}

export function AddBoardScreen() {
  const t = useT(boardMessages);
  const { kit } = useT(kitMessages);
  const b = t.board;
  const state = useLocation().state as BoardFormState | null;
  const editing = state?.boardMember;
  useDocumentTitle(editing ? b.formTitleEdit : b.formTitleNew);
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveBoardMember();
  const upload = useUpload({ kind: 'image' });
  const fields: FieldCatalog = {
    title: { label: b.titleField, required: true, missing: b.chooseTitle },
    name: { label: b.name, required: true },
    house: { label: b.house },
    group: { label: b.group, hint: b.groupHint },
    phone: { label: b.phone, invalid: b.badPhone },
    ward: { label: b.ward, required: true, missing: b.needsWard },
    grade: { label: b.grade, required: true, missing: b.needsGrade },
    duration: { label: b.duration, hint: b.durationHint, missing: b.needsDuration, invalid: b.badDuration },
    isCurrent: { label: b.current },
  };
  const form = useSchemaForm({
    schema: BoardMemberInputSchema,
    initial: () => draftOf(editing, state?.title),
    fields,
    idPrefix: id,
    toInput: inputOf,
    extraErrors: (_values, input): FieldErrors => {
      const row = input as ReturnType<typeof inputOf>;
      if (row.title === undefined) return {};
      const issues = titleFieldIssues({ title: row.title, ward: row.ward, grade: row.grade, duration: row.duration });
      const words: Record<string, string> = {
        ward: b.needsWard,
        grade: b.needsGrade,
        duration: issues.duration === DURATION_REVERSED ? b.reversedDuration : b.needsDuration,
      };
      return Object.fromEntries(Object.keys(issues).map((key) => [key, words[key] ?? kit.invalid]));
    },
    blocked: () => (upload.state.status === 'uploading' ? kit.waitForUpload(kit.fileKind.image) : null),
    fixErrorsText: b.fixErrors,
    onSubmit: async (input) => {
      const saved = await save.mutateAsync({ id: editing?._id, input });
      toast.success(b.saved);
      await navigate(pageOf(saved), { replace: true });
    },
  });
  const draft = form.values;
  const needs = titleFields(Number(draft.title));

  return (
    <RecordForm form={form} className="board-form" title={editing ? b.formTitleEdit : b.formTitleNew}>
      <SelectInput
        form={form}
        name="title"
        placeholder={b.chooseTitle}
        options={BOARD_TITLES.map((n) => ({ value: String(n), label: `${n} · ${b.titles[n]}` }))}
      />
      <TextInput form={form} name="name" autoComplete="off" />
      <TextInput form={form} name="house" autoComplete="off" />
      <TextInput form={form} name="group" autoComplete="off" />
      <TextInput form={form} name="phone" type="tel" inputMode="tel" autoComplete="off" />
      {needs.ward && (
        <SelectInput
          form={form}
          name="ward"
          placeholder={b.chooseWard}
          options={Array.from({ length: WARD_COUNT }, (_, i) => ({ value: String(i + 1), label: b.wardOf(i + 1) }))}
        />
      )}
      {needs.grade && (
        <SelectInput
          form={form}
          name="grade"
          placeholder={b.chooseGrade}
          options={Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => ({
            value: String(GRADE_MIN + i),
            label: b.gradeOf(GRADE_MIN + i),
          }))}
        />
      )}
      {needs.isCurrent && (
        <SelectInput
          form={form}
          name="isCurrent"
          placeholder={false}
          options={[
            { value: 'true', label: b.currentYes },
            { value: 'false', label: b.currentNo },
          ]}
        />
      )}
      {/* Kept whatever the title: shown where reversed years need fixing even if this title has none. */}
      {(needs.duration || isReversedDuration(draft.duration)) && (
        <TextInput form={form} name="duration" autoComplete="off" />
      )}
      <FileField
        id={`${id}-photo`}
        label={b.photo}
        value={draft.photo}
        onChange={(photo) => form.set('photo', photo)}
        upload={upload}
        disabled={form.busy}
        preview={(v) => <ImageThumb value={v} alt={draft.name || b.photo} />}
      />
    </RecordForm>
  );
}
