import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  COURIERS,
  MAX_PACKAGES,
  type PackageDraft,
  type ShipProblem,
} from '../../../../machines/console/shipment.ts';
import type { ConsoleOrderDetailApi } from '../../../../machines/console/console-order-detail.connect.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DialogForm } from '../../../shared/ui/dialog-form.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

const NativeSelect = chakra('select');

interface ShipForm {
  packages: PackageDraft[];
}

/** The form's rules are the shipment rules (machines/console/shipment.ts); messages are rule keys. */
const schemaFor = (problemsOf: (packages: PackageDraft[]) => ShipProblem[]) =>
  z
    .object({
      packages: z.array(
        z.object({ courier: z.string(), waybill: z.string(), quantities: z.record(z.string(), z.string()) }),
      ),
    })
    .superRefine((v, ctx) => {
      for (const p of problemsOf(v.packages)) {
        // Whole packages and lines are the dialog's to show; only fields go to the form's errors.
        if (p.path.startsWith('lines.') || p.key === 'packageEmpty') continue;
        ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.key });
      }
    });

/**
 * The ship dialog: one package carries everything; several each take a courier, a waybill and the
 * quantity of each line. The rules are checked here as the user submits and again by the machine; the
 * server's refusal shows above the buttons.
 */
export function ShipDialog({ ship }: { ship: ConsoleOrderDetailApi }) {
  const { t } = useTranslation('consoleOrders');
  const lines = ship.shipLines;
  const emptyPackage = (full: boolean): PackageDraft => ({
    courier: '',
    waybill: '',
    quantities: Object.fromEntries(lines.map((l) => [String(l.lineId), full ? l.left : '0'])),
  });
  const { control, register, handleSubmit, formState } = useForm<ShipForm>({
    resolver: zodResolver(schemaFor(ship.problemsOf)),
    defaultValues: { packages: [emptyPackage(true)] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'packages' });
  const several = fields.length > 1;
  const ruleText = (key: string | undefined, name = '') => (key ? t(`ship.rules.${key}`, { name }) : null);
  const errorsOf = (i: number) => formState.errors.packages?.[i];
  // Rules about a whole package or line (not one field) show from the first submit on, as the user edits.
  const packages = useWatch({ control, name: 'packages' });
  const problems = formState.isSubmitted ? ship.problemsOf(packages) : [];
  const lineProblems = problems.filter((p) => p.path.startsWith('lines.'));
  const packageProblem = (i: number) => problems.find((p) => p.path === `packages.${i}.quantities`)?.key;

  return (
    <ModalDialog
      title={t('ship.title')}
      titleId="ship-dialog-title"
      onDismiss={ship.cancelShip}
      width="44rem"
    >
      <DialogForm
        onSubmit={handleSubmit((v) => ship.submitShip(v.packages))}
        sending={ship.isSending}
        error={ship.error}
        cancelLabel={t('ship.cancel')}
        onCancel={ship.cancelShip}
        submitLabel={t('ship.submit')}
      >
        <Text fontSize="sm" color="fg.muted">
          {several ? t('ship.severalHint') : t('ship.oneHint')}
        </Text>
        {fields.map((field, i) => (
          <Box
            key={field.id}
            role="group"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            aria-labelledby={`${field.id}-title`}
          >
            <Flex justify="space-between" align="center" mb="2">
              <Text id={`${field.id}-title`} fontWeight="medium">
                {t('ship.package', { n: i + 1 })}
              </Text>
              {several && (
                <Button size="xs" variant="ghost" onClick={() => remove(i)}>
                  {t('ship.removePackage', { n: i + 1 })}
                </Button>
              )}
            </Flex>
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
              <Box flex="1">
                <FormField label={t('ship.courier')} error={ruleText(errorsOf(i)?.courier?.message)}>
                  {({ id, describedBy, invalid }) => (
                    <NativeSelect
                      id={id}
                      w="full"
                      h="9"
                      px="2"
                      borderWidth="1px"
                      borderRadius="l2"
                      bg="bg"
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      {...register(`packages.${i}.courier`)}
                    >
                      <option value="">{t('ship.courierPlaceholder')}</option>
                      {COURIERS.map((c) => (
                        <option key={c.code} value={c.name}>
                          {t(`couriers.${c.code}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </Box>
              <Box flex="1">
                <FormField label={t('ship.waybill')} error={ruleText(errorsOf(i)?.waybill?.message)}>
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      size="sm"
                      maxLength={30}
                      autoComplete="off"
                      placeholder={t('ship.waybillPlaceholder')}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      {...register(`packages.${i}.waybill`)}
                    />
                  )}
                </FormField>
              </Box>
            </Flex>
            {several && (
              <Stack gap="2" mt="3">
                {lines.map((line) => {
                  const message = ruleText(
                    (errorsOf(i)?.quantities as Record<string, { message?: string }> | undefined)?.[
                      String(line.lineId)
                    ]?.message,
                  );
                  return (
                    <Flex key={line.lineId} gap="2" align="center" wrap="wrap">
                      <Text fontSize="sm" flex="1" minW="10rem">
                        {line.name}
                        <Text as="span" color="fg.muted" ms="2">
                          {t('ship.left', { quantity: line.left })}
                        </Text>
                      </Text>
                      <Input
                        size="sm"
                        w="24"
                        inputMode="decimal"
                        maxLength={14}
                        aria-label={t('ship.quantityOf', { n: i + 1, name: line.name })}
                        aria-invalid={message ? true : undefined}
                        {...register(`packages.${i}.quantities.${String(line.lineId)}`)}
                      />
                      {message && (
                        <Text role="alert" color="fg.error" fontSize="xs" w="full">
                          {message}
                        </Text>
                      )}
                    </Flex>
                  );
                })}
                {packageProblem(i) && (
                  <Text role="alert" color="fg.error" fontSize="xs">
                    {ruleText(packageProblem(i))}
                  </Text>
                )}
              </Stack>
            )}
          </Box>
        ))}
        {lineProblems.map((p) => (
          <Text key={p.path + p.key} role="alert" color="fg.error" fontSize="sm">
            {ruleText(p.key, lines.find((l) => `lines.${l.lineId}` === p.path)?.name ?? '')}
          </Text>
        ))}
        {fields.length < MAX_PACKAGES && (
          <Box>
            <Button size="sm" variant="outline" onClick={() => append(emptyPackage(false))}>
              {t('ship.addPackage')}
            </Button>
          </Box>
        )}
      </DialogForm>
    </ModalDialog>
  );
}
