import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { newInsuranceFields, type InsurancePayer, type NewInsuranceFields } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateInsurance } from '../api/create-insurance';
import { shrinkPhoto } from '../lib/images';
import { insuranceHref, insurancesHref } from '../routes';
import { CardPhotoField } from './card-photo-field';
import { PageFrame, TAP } from './page-frame';
import { PayerField } from './payer-field';

type Side = 'front' | 'back';
type Errors = Partial<Record<'payer_id' | 'member_id' | 'group_number' | 'type' | Side, string>>;

/** `patient.insurances.new`: the card's two sides from the camera (shrunk on the phone), the company and member id. */
export function NewInsurancePage() {
  const navigate = useNavigate();
  const create = useCreateInsurance();
  const [payer, setPayer] = useState<InsurancePayer | null>(null);
  const [memberId, setMemberId] = useState('');
  const [group, setGroup] = useState('');
  const [type, setType] = useState<NewInsuranceFields['type']>('primary');
  const [photos, setPhotos] = useState<Record<Side, Blob | null>>({ front: null, back: null });
  const [shrinking, setShrinking] = useState<Record<Side, boolean>>({ front: false, back: false });
  const [errors, setErrors] = useState<Errors>({});

  const pick = async (side: Side, file: File) => {
    setShrinking((s) => ({ ...s, [side]: true }));
    const small = await shrinkPhoto(file);
    setPhotos((p) => ({ ...p, [side]: small }));
    setShrinking((s) => ({ ...s, [side]: false }));
    setErrors((e) => ({ ...e, [side]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newInsuranceFields.safeParse({
      payer_id: payer?.payer_id ?? '',
      member_id: memberId,
      group_number: group || undefined,
      type,
    });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (!photos.front) found.front = 'Take a photo of the front of your card.';
    if (!photos.back) found.back = 'Take a photo of the back of your card.';
    setErrors(found);
    if (!parsed.success || !photos.front || !photos.back) return;
    create.mutate(
      { fields: parsed.data, front: photos.front, back: photos.back },
      {
        onSuccess: (card) => {
          notify.success('Your supplier can see your new card now.', 'Insurance added');
          void navigate(insuranceHref(card.id), { replace: true });
        },
        onError: (error) => {
          const server = readServerError(error).errors ?? {};
          setErrors(Object.fromEntries(Object.entries(server).map(([k, v]) => [k, v[0]])) as Errors);
        },
      },
    );
  };

  const serverMessage =
    create.isError && !readServerError(create.error).errors
      ? (readServerError(create.error).message ?? 'Could not send the card. Try again.')
      : null;
  return (
    <PageFrame title="Add insurance card" back={{ to: insurancesHref(), label: 'My insurances' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="md">Take a photo of each side of your insurance card, then choose the company and type the member id.</Text>
          <CardPhotoField
            side="front"
            photo={photos.front}
            busy={shrinking.front}
            error={errors.front}
            onPick={(f) => void pick('front', f)}
          />
          <CardPhotoField side="back" photo={photos.back} busy={shrinking.back} error={errors.back} onPick={(f) => void pick('back', f)} />
          <PayerField value={payer} onChange={setPayer} error={errors.payer_id} />
          <TextInput
            label="Member id"
            required
            size="md"
            value={memberId}
            onChange={(e) => setMemberId(e.currentTarget.value)}
            error={errors.member_id}
            autoCapitalize="characters"
            autoComplete="off"
          />
          <TextInput
            label="Group number (if on the card)"
            size="md"
            value={group}
            onChange={(e) => setGroup(e.currentTarget.value)}
            error={errors.group_number}
            autoComplete="off"
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="insurance-type-label">
              Insurance type
            </Text>
            <SegmentedControl
              aria-labelledby="insurance-type-label"
              fullWidth
              size="md"
              value={type}
              onChange={(v) => setType(v as NewInsuranceFields['type'])}
              data={[
                { value: 'primary', label: 'Main' },
                { value: 'secondary', label: 'Second' },
              ]}
            />
          </Stack>
          {serverMessage && <Alert color="red">{serverMessage}</Alert>}
          <Button {...TAP} type="submit" size="lg" loading={create.isPending} disabled={shrinking.front || shrinking.back}>
            Send card
          </Button>
        </Stack>
      </form>
    </PageFrame>
  );
}
