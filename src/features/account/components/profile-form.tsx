import { Box, Button, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { AccountProfileApi } from '../../../../machines/account/account-profile.connect.ts';
import {
  GENDERS,
  NICKNAME_MAX,
  profileProblems,
  type Gender,
  type Profile,
} from '../../../../machines/account/account-profile.types.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { PictureUpload } from '../../../shared/ui/picture-upload.tsx';
import { usePictureUpload } from '../../../shared/use-picture-upload.ts';

function schemaFor(today: string) {
  return z
    .object({ nickName: z.string(), gender: z.enum(['0', '1', '2']), birthday: z.string() })
    .superRefine((v, ctx) => {
      const problems = profileProblems({ nickName: v.nickName, birthday: v.birthday || null }, today);
      for (const [path, message] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: [path], message });
    });
}

type ProfileForm = z.infer<ReturnType<typeof schemaFor>>;

/**
 * 账户信息's form (spec §5): nickname required, at most 15 characters and not all spaces; gender; a
 * birthday not after today; a new avatar through the shared picture upload (purpose `avatar`: jpg, png,
 * webp or gif up to 2 MB). Started afresh (a new `key`) after each save.
 */
export function ProfileFormView({
  profile,
  userName,
  account,
}: {
  profile: Profile;
  userName: string;
  account: AccountProfileApi;
}) {
  const { t } = useTranslation('account');
  const avatar = usePictureUpload('avatar', 1);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(schemaFor(account.today)),
    defaultValues: {
      nickName: profile.nickName,
      gender: String(profile.gender) as ProfileForm['gender'],
      birthday: profile.birthday ?? '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const error = (field: keyof ProfileForm) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };
  const busy = account.isSaving || avatar.isUploading;

  return (
    <form
      noValidate
      onChange={account.edit}
      onSubmit={handleSubmit((v) =>
        account.save({
          nickName: v.nickName.trim(),
          gender: Number(v.gender) as Gender,
          birthday: v.birthday || null,
          ...(avatar.fileIds[0] ? { headerFileId: avatar.fileIds[0] } : {}),
        }),
      )}
    >
      <fieldset disabled={account.isSaving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="4" maxW="md">
          <Flex gap="2" fontSize="sm">
            <Text color="fg.muted">{t('profile.userName')}</Text>
            <Text data-content>{userName}</Text>
          </Flex>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {t('profile.avatar')}
            </Text>
            <Flex gap="4" align="start" wrap="wrap">
              <Box boxSize="20" borderWidth="1px" rounded="full" overflow="hidden" flexShrink={0}>
                {profile.headerPath ? (
                  <Image
                    src={profile.headerPath}
                    alt={t('profile.currentAvatar')}
                    boxSize="20"
                    objectFit="cover"
                    data-testid="current-avatar"
                  />
                ) : (
                  <Flex boxSize="20" align="center" justify="center" fontSize="2xs" color="fg.muted">
                    {t('profile.noAvatar')}
                  </Flex>
                )}
              </Box>
              <Stack gap="1">
                <PictureUpload upload={avatar} label={t('profile.newAvatar')} />
                <Text fontSize="xs" color="fg.muted">
                  {t('profile.avatarHint')}
                </Text>
              </Stack>
            </Flex>
          </Stack>
          <FormField label={t('profile.nickName')} error={error('nickName')}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                size="sm"
                maxLength={NICKNAME_MAX}
                placeholder={t('profile.nickNamePlaceholder')}
                autoComplete="nickname"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                data-content
                {...register('nickName')}
              />
            )}
          </FormField>
          <Box as="fieldset" border="0" p="0" m="0" minW="0">
            <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
              {t('profile.gender')}
            </Text>
            <Flex gap="4">
              {GENDERS.map((g) => (
                <Flex as="label" key={g} gap="1" align="center" fontSize="sm" cursor="pointer">
                  <input type="radio" value={String(g)} {...register('gender')} />
                  {t(`profile.genders.${g}`)}
                </Flex>
              ))}
            </Flex>
          </Box>
          <FormField label={t('profile.birthday')} error={error('birthday')}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                size="sm"
                type="date"
                max={account.today}
                maxW="48"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('birthday')}
              />
            )}
          </FormField>
          {account.saveError && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {account.saveError}
            </Text>
          )}
          <Box>
            <Button type="submit" size="sm" colorPalette="brand" loading={account.isSaving} disabled={busy}>
              {t('profile.save')}
            </Button>
          </Box>
        </Stack>
      </fieldset>
    </form>
  );
}
