// docs/product.md "Add student" (logged-in users): name, house, group, gender, grade, birth month and a day
// valid for that month, validated with the shared schema the server applies. A student in the
// navigation state is edited; a new one may come with ?grade=N. Saving goes back to the grade page,
// which shows the save (docs/decisions.md "One refresh rule").
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { isValidBirthday, MALAYALAM_MONTHS } from '@parish/shared/plain/birthday';
import { GRADES, parseGradeParam, StudentInputSchema, type Student, type StudentInput } from '@parish/shared/catechism';
import { RecordForm } from '../../components/form/record-form.tsx';
import { SelectInput, TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { useRecordEditor } from '../../lib/use-record-editor.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldCatalog, type FieldErrors } from '../../lib/use-schema-form.ts';
import { useSaveStudent } from './api/save-student.ts';
import { catechismMessages } from './messages.ts';

type Field = 'name' | 'house' | 'group' | 'gender' | 'grade' | 'birthMonth' | 'birthDay';
type Draft = Record<Field, string>;

function draftOf(student: Student | undefined, grade: number | null): Draft {
  if (!student) {
    return {
      name: '',
      house: '',
      group: '',
      gender: '',
      grade: grade === null ? '' : String(grade),
      birthMonth: '',
      birthDay: '',
    };
  }
  return {
    name: student.name,
    house: student.house,
    group: student.group,
    gender: student.gender ? 'male' : 'female',
    grade: String(student.grade),
    birthMonth: student.birthMonth ? String(student.birthMonth) : '',
    birthDay: student.birthDay ? String(student.birthDay) : '',
  };
}

const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

/** The draft as the schema reads it: choices to booleans and numbers, an unchosen one left out. */
function inputOf(d: Draft): unknown {
  return {
    name: d.name,
    house: d.house,
    group: d.group,
    gender: d.gender === '' ? undefined : d.gender === 'male',
    grade: numberOrUndefined(d.grade),
    birthMonth: numberOrUndefined(d.birthMonth),
    birthDay: numberOrUndefined(d.birthDay),
  };
}

/** The days a month has (29 for February: the year is not stored); a day already chosen stays listed. */
function dayOptions(month: string, chosen: string): { value: string; label: string }[] {
  const m = Number(month);
  const last = month === '' ? 31 : ([31, 30, 29, 28].find((d) => isValidBirthday(m, d)) ?? 31);
  const upTo = Math.max(last, Number(chosen) || 0);
  return Array.from({ length: upTo }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
}

export function AddStudentScreen() {
  const t = useT(catechismMessages);
  const c = t.catechism;
  const id = useId();
  const [params] = useSearchParams();
  const { editing, onSubmit } = useRecordEditor<Student, StudentInput>(
    'student',
    useSaveStudent(),
    c.saved,
    (input) => `/catehism/${input.grade}`,
  );
  useDocumentTitle(editing ? c.formTitleEdit : c.formTitleNew);
  const fields: FieldCatalog = {
    name: { label: c.name, required: true },
    house: { label: c.house, required: true },
    group: { label: c.group },
    gender: { label: c.gender, required: true, missing: c.chooseGender, invalid: c.chooseGender },
    grade: { label: c.gradeField, required: true, missing: c.chooseGrade, invalid: c.chooseGrade },
    birthMonth: { label: c.birthMonth, required: true, missing: c.chooseMonth, invalid: c.chooseMonth },
    birthDay: { label: c.birthDay, required: true, missing: c.badDay, invalid: c.badDay },
  };
  const form = useSchemaForm({
    schema: StudentInputSchema,
    initial: () => draftOf(editing, parseGradeParam(params.get('grade') ?? undefined)),
    fields,
    idPrefix: id,
    toInput: inputOf,
    // The schema checks the day against the month only once every field parses: show it at once.
    extraErrors: (d): FieldErrors =>
      d.birthMonth && d.birthDay && !isValidBirthday(Number(d.birthMonth), Number(d.birthDay))
        ? { birthDay: c.badDay }
        : {},
    order: ['name', 'house', 'group', 'gender', 'grade', 'birthMonth', 'birthDay'],
    fixErrorsText: c.fixErrors,
    onSubmit,
  });
  const month = String(form.value('birthMonth') ?? '');
  const day = String(form.value('birthDay') ?? '');

  return (
    <RecordForm form={form} className="student-form" title={editing ? c.formTitleEdit : c.formTitleNew}>
      <TextInput form={form} name="name" autoComplete="off" />
      <TextInput form={form} name="house" autoComplete="off" />
      <TextInput form={form} name="group" autoComplete="off" />
      <div className="field-row">
        <SelectInput
          form={form}
          name="gender"
          options={[
            { value: 'male', label: c.maleLong },
            { value: 'female', label: c.femaleLong },
          ]}
        />
        <SelectInput form={form} name="grade" options={GRADES.map((g) => ({ value: String(g), label: c.grade(g) }))} />
      </div>
      <div className="field-row">
        <SelectInput
          form={form}
          name="birthMonth"
          options={MALAYALAM_MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
        />
        <SelectInput form={form} name="birthDay" options={dayOptions(month, day)} />
      </div>
    </RecordForm>
  );
}
