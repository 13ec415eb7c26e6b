import { useRef, useState, type FormEvent } from 'react';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { RECIPIENT_RELATIONS, type RoutePoint } from '@dme/contract';
import { SignaturePad, UploadProgress, type SignaturePadHandle } from '../../../components';
import { shrinkPhoto } from '../../../lib/images';
import { dataUrlToBlob } from '../lib/images';
import { useDeliveryProgress } from '../api/send-delivery';
import { RECIPIENT_RELATION_LABELS } from '../lib/labels';
import { PhotoField } from './photo-field';
import { RefusalAlert } from './refusal-alert';
import { confirmedSerial, emptyCheck, SerialCheckRow, type SerialCheck } from './serial-check';
import { fixFields, fixText, useFix } from './use-fix';
import { useSubmitDelivery, type DeliveryDraft } from './use-submit-delivery';

const RELATION_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...RECIPIENT_RELATIONS.map((value) => ({ value, label: RECIPIENT_RELATION_LABELS[value] })),
];

/** Handing the equipment over: serials checked, who took it, their signature, a photo, where and when. */
export interface DeliveryFormProps {
  routeId: number;
  point: RoutePoint;
  /** Told the idempotency key of the delivery this form is sending (the page keeps the form while it goes). */
  onStarted?: (key: string) => void;
}

export function DeliverForm({ routeId, point, onStarted, onCancelled }: DeliveryFormProps & { onCancelled?: () => void }) {
  const serialised = point.items.filter((item) => item.serialized);
  const [checks, setChecks] = useState<Record<number, SerialCheck>>({});
  const [name, setName] = useState('');
  const [relation, setRelation] = useState('');
  const [note, setNote] = useState('');
  const [signed, setSigned] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const fix = useFix();
  const [sendingKey, setSendingKey] = useState<string | null>(null);
  const sending = useDeliveryProgress(sendingKey);
  const { submit, busy, refusal } = useSubmitDelivery(routeId, point, (key) => {
    setSendingKey(key);
    onStarted?.(key);
  });

  const serials = serialised.map((item) => ({ id: item.id, serial: confirmedSerial(item, checks[item.id] ?? emptyCheck) }));
  const problems = [
    ...(serials.some((s) => s.serial === null) ? ['Confirm the serial of every serialised item.'] : []),
    ...(name.trim() === '' ? ['Type the name of the person who signs.'] : []),
    ...(relation === '' ? ['Choose who the person is to the patient.'] : []),
    ...(signed ? [] : ['The recipient signs on the pad.']),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || busy) return;
    const at = new Date().toISOString();
    const signature = pad.current?.toDataURL('png');
    if (!signature) return;
    const files: DeliveryDraft['files'] = [{ field: 'signature', blob: dataUrlToBlob(signature), filename: 'signature.png' }];
    if (photo) files.push({ field: 'photo', blob: await shrinkPhoto(photo), filename: 'photo.jpg' });
    const position = await fix.current();
    await submit({
      outcome: 'delivered',
      fields: {
        recipient_name: name.trim(),
        relation,
        note: note.trim(),
        ...fixFields(position),
        at,
        serials: serials.length > 0 ? JSON.stringify(serials) : undefined,
      },
      files,
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Delivery">
      <Stack gap="md">
        {serialised.length > 0 && (
          <Stack gap="xs">
            <Text fw={600}>Check the serials</Text>
            {serialised.map((item) => (
              <SerialCheckRow
                key={item.id}
                item={item}
                check={checks[item.id] ?? emptyCheck}
                onChange={(check) => setChecks((all) => ({ ...all, [item.id]: check }))}
                showError={tried}
              />
            ))}
          </Stack>
        )}
        <TextInput
          size="md"
          label="Recipient's printed name"
          required
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
          error={tried && name.trim() === '' ? 'The name of the person who signed is required.' : undefined}
        />
        <NativeSelect
          size="md"
          label="Relation to the patient"
          required
          data={RELATION_OPTIONS}
          value={relation}
          onChange={(event) => setRelation(event.currentTarget.value)}
          error={tried && relation === '' ? 'Choose who the person is to the patient.' : undefined}
        />
        <SignaturePad ref={pad} label="Recipient's signature" onChange={(empty) => setSigned(!empty)} height={200} />
        {tried && !signed && (
          <Text c="red" size="sm">
            The recipient signs on the pad.
          </Text>
        )}
        <PhotoField photo={photo} onChange={setPhoto} />
        <Textarea
          size="md"
          label="Note (optional)"
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed" role="status">
          {fixText(fix)}
        </Text>
        <RefusalAlert refusal={refusal} />
        {tried && problems.length > 0 && (
          <Text c="red" size="sm" role="alert">
            {problems[0]}
          </Text>
        )}
        {busy && sending && <UploadProgress progress={sending} label="Delivery upload progress" />}
        <Button type="submit" size="lg" fullWidth color="green" loading={busy}>
          Mark delivered
        </Button>
        {onCancelled && (
          <Button variant="subtle" size="md" onClick={onCancelled}>
            Could not deliver
          </Button>
        )}
      </Stack>
    </form>
  );
}
