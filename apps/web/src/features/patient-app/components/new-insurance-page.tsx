import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { INSURANCE_CARD_SIDES, newInsuranceFields, type InsurancePayer, type NewInsuranceFields } from '@dme/contract';
import { z } from 'zod';
import { UploadProgress, useAppForm, useUploadTracker } from '../../../components';
import { isCancel } from '../../../lib/http-error';
import { shrinkPhoto } from '../../../lib/images';
import { notify } from '../../../lib/notify';
import { useCreateInsurance } from '../api/create-insurance';
import { insuranceHref, insurancesHref } from '../routes';
import { CardPhotoField } from './card-photo-field';
import { PageFrame, TAP } from './page-frame';
import { PayerField } from './payer-field';

type Side = (typeof INSURANCE_CARD_SIDES)[number];

interface CardValues extends Record<string, unknown> {
  payer_id: string;
  member_id: string;
  group_number: string;
  type: NewInsuranceFields['type'];
  front: Blob | null;
  back: Blob | null;
}

const photoOf = (side: Side) => z.instanceof(Blob, { error: `Take a photo of the ${side} of your card.` });
// The contract's fields (an empty group number is none) and the two photos.
const cardSchema = z.preprocess(
  (v) => ({ ...(v as CardValues), group_number: (v as CardValues).group_number || undefined }),
  newInsuranceFields.extend({ front: photoOf('front'), back: photoOf('back') }),
);

/** `patient.insurances.new`: the card's two sides from the camera (shrunk on the phone), the company and member id. */
export function NewInsurancePage() {
  const navigate = useNavigate();
  const create = useCreateInsurance();
  const form = useAppForm<CardValues>({
    schema: cardSchema,
    initialValues: { payer_id: '', member_id: '', group_number: '', type: 'primary', front: null, back: null },
  });
  // The picked company as the picker shows it; the form keeps its id.
  const [payer, setPayer] = useState<InsurancePayer | null>(null);
  const [shrinking, setShrinking] = useState<Record<Side, boolean>>({ front: false, back: false });
  const sending = useUploadTracker();
  const { errors } = form;
  const values = form.getValues();

  const pick = async (side: Side, file: File) => {
    setShrinking((s) => ({ ...s, [side]: true }));
    form.setFieldValue(side, await shrinkPhoto(file, { quality: 0.85 }));
    setShrinking((s) => ({ ...s, [side]: false }));
  };

  const submit = form.onSubmit(async ({ front, back, payer_id, member_id, group_number, type }) => {
    if (!front || !back) return;
    try {
      const fields: NewInsuranceFields = { payer_id, member_id, group_number: group_number || undefined, type };
      const card = await create.mutateAsync({ fields, front, back, ...sending.start() });
      notify.success('Your supplier can see your new card now.', 'Insurance added');
      void navigate(insuranceHref(card.id), { replace: true });
    } catch (error) {
      if (!isCancel(error)) form.fail(error);
    } finally {
      sending.stop();
    }
  });

  return (
    <PageFrame title="Add insurance card" back={{ to: insurancesHref(), label: 'My insurances' }}>
      <form onSubmit={submit} noValidate aria-label="Add insurance card">
        <Stack gap="md">
          <Text fz="md">Take a photo of each side of your insurance card, then choose the company and type the member id.</Text>
          {INSURANCE_CARD_SIDES.map((side) => (
            <CardPhotoField
              key={side}
              side={side}
              photo={values[side]}
              busy={shrinking[side]}
              error={errors[side] as string | undefined}
              onPick={(f) => void pick(side, f)}
            />
          ))}
          <PayerField
            value={payer}
            onChange={(next) => {
              setPayer(next);
              form.setFieldValue('payer_id', next?.payer_id ?? '');
            }}
            error={errors.payer_id as string | undefined}
          />
          <TextInput
            label="Member id"
            required
            size="md"
            {...form.getInputProps('member_id')}
            autoCapitalize="characters"
            autoComplete="off"
          />
          <TextInput label="Group number (if on the card)" size="md" {...form.getInputProps('group_number')} autoComplete="off" />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="insurance-type-label">
              Insurance type
            </Text>
            <SegmentedControl
              aria-labelledby="insurance-type-label"
              fullWidth
              size="md"
              {...form.getInputProps('type')}
              data={[
                { value: 'primary', label: 'Main' },
                { value: 'secondary', label: 'Second' },
              ]}
            />
          </Stack>
          {form.formError && <Alert color="red">{form.formError}</Alert>}
          {sending.progress && <UploadProgress progress={sending.progress} onCancel={sending.cancel} />}
          <Button {...TAP} type="submit" size="lg" loading={sending.progress !== null} disabled={shrinking.front || shrinking.back}>
            Send card
          </Button>
        </Stack>
      </form>
    </PageFrame>
  );
}
