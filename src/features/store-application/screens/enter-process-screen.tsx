import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreApplicationApi } from '../../../../machines/store-application/store-application.connect.ts';
import type { StoreApplication } from '../../../../machines/store-application/store-application.machine.ts';
import {
  DOCUMENTS,
  STEPS,
  STORE_TYPES,
  type RuleKey,
  type Step,
} from '../../../../machines/store-application/store-application.rules.ts';
import { formatTime } from '../../../shared/format-time.ts';
import { routes } from '../../../shared/routes.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { RegionPicker } from '../../../shared/ui/region-picker.tsx';
import { DocumentField } from '../components/document-field.tsx';
import { useStoreApplication } from '../use-store-application.ts';
import '../locales/index.ts';

type Api = StoreApplicationApi;
type TextField = 'storeName' | 'companyName' | 'contactName' | 'contactPhone' | 'address';
const MAX: Partial<Record<TextField | 'description', number>> = {
  storeName: 20,
  description: 200,
  companyName: 50,
  contactName: 10,
  contactPhone: 11,
  address: 50,
};

function useRule() {
  const { t } = useTranslation('storeApplication');
  return (rule: RuleKey | null) => (rule ? t(`rules.${rule}`) : null);
}

function TextInput({ api, field }: { api: Api; field: TextField }) {
  const { t } = useTranslation('storeApplication');
  const rule = useRule();
  return (
    <FormField label={t(`fields.${field}`)} error={rule(api.problemOf(field))}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          value={api.fields[field]}
          maxLength={MAX[field]}
          inputMode={field === 'contactPhone' ? 'numeric' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => api.change(field, e.target.value)}
        />
      )}
    </FormField>
  );
}

function CompanyStep({ api }: { api: Api }) {
  const { t } = useTranslation('storeApplication');
  const rule = useRule();
  const f = api.fields;
  return (
    <Stack gap="4">
      <TextInput api={api} field="storeName" />
      <FormField label={t('fields.description')} error={rule(api.problemOf('description'))}>
        {({ id, describedBy, invalid }) => (
          <>
            <Textarea
              id={id}
              value={f.description}
              maxLength={200}
              rows={3}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(e) => api.change('description', e.target.value)}
            />
            <Text fontSize="xs" color="fg.muted" textAlign="end">
              {t('counter', { count: [...f.description].length, max: 200 })}
            </Text>
          </>
        )}
      </FormField>
      <TextInput api={api} field="companyName" />
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1">
          <TextInput api={api} field="contactName" />
        </Box>
        <Box flex="1">
          <TextInput api={api} field="contactPhone" />
        </Box>
      </Flex>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {t('fields.region')}
        </Text>
        <RegionPicker
          depth={3}
          label={t('fields.region')}
          invalid={api.problemOf('districtCode') !== null}
          initialValue={
            f.districtCode
              ? {
                  provinceCode: f.provinceCode,
                  cityCode: f.cityCode,
                  countyCode: f.districtCode,
                  townCode: '',
                }
              : null
          }
          onChange={(value) =>
            api.changeRegion(
              value
                ? {
                    provinceCode: value.provinceCode,
                    cityCode: value.cityCode,
                    districtCode: value.countyCode,
                    areaName: value.names.slice(0, 3).join(' '),
                  }
                : { provinceCode: '', cityCode: '', districtCode: '', areaName: '' },
            )
          }
        />
        {api.problemOf('districtCode') && (
          <Text role="alert" color="fg.error" fontSize="xs">
            {rule(api.problemOf('districtCode'))}
          </Text>
        )}
      </Stack>
      <TextInput api={api} field="address" />
    </Stack>
  );
}

function DocumentsStep({ api }: { api: Api }) {
  const rule = useRule();
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      {DOCUMENTS.map((kind) => (
        <DocumentField
          key={kind}
          kind={kind}
          currentUrl={api.documentUrls[kind]}
          error={rule(api.problemOf(`documents.${kind}`))}
          onStored={(fileId, url) => api.setDocument(kind, fileId, url)}
        />
      ))}
    </Box>
  );
}

function StoreTypeStep({ api }: { api: Api }) {
  const { t } = useTranslation('storeApplication');
  const rule = useRule();
  const error = rule(api.problemOf('storeType'));
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium" mb="2">
        {t('fields.storeType')}
      </Text>
      {STORE_TYPES.map((type) => (
        <Box
          as="label"
          key={type}
          display="flex"
          gap="3"
          alignItems="start"
          borderWidth="1px"
          rounded="md"
          p="3"
        >
          <input
            type="radio"
            name="storeType"
            value={type}
            checked={api.fields.storeType === type}
            onChange={() => api.change('storeType', type)}
          />
          <Box>
            <Text fontWeight="medium">{t(`storeTypes.${type}`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`storeTypeHints.${type}`)}
            </Text>
          </Box>
        </Box>
      ))}
      {error && (
        <Text role="alert" color="fg.error" fontSize="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The application's facts: on the review step, and under the statuses. */
function Summary({
  fields,
  documentUrls,
}: {
  fields: StoreApplicationApi['fields'];
  documentUrls: StoreApplicationApi['documentUrls'];
}) {
  const { t } = useTranslation('storeApplication');
  const rows: Array<[string, ReactNode]> = [
    [t('fields.storeName'), fields.storeName],
    [t('fields.description'), fields.description],
    [t('fields.companyName'), fields.companyName],
    [t('fields.contactName'), fields.contactName],
    [t('fields.contactPhone'), fields.contactPhone],
    [t('fields.region'), fields.areaName],
    [t('fields.address'), fields.address],
    [t('fields.storeType'), fields.storeType ? t(`storeTypes.${fields.storeType}`) : ''],
  ];
  return (
    <Stack gap="3">
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '8rem 1fr' }}
        columnGap="4"
        rowGap="2"
      >
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {label}
            </Text>
            <Text as="dd" data-content>
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      <Flex gap="3" wrap="wrap">
        {DOCUMENTS.map((kind) =>
          documentUrls[kind] ? (
            <Box key={kind} textAlign="center">
              <img
                src={documentUrls[kind]}
                alt={t(`documents.${kind}`)}
                width={120}
                height={80}
                style={{ objectFit: 'contain' }}
              />
              <Text fontSize="xs">{t(`documents.${kind}`)}</Text>
            </Box>
          ) : null,
        )}
      </Flex>
    </Stack>
  );
}

function Wizard({ api }: { api: Api }) {
  const { t } = useTranslation('storeApplication');
  const index = STEPS.indexOf(api.step);
  const steps: Record<Step, ReactNode> = {
    company: <CompanyStep api={api} />,
    documents: <DocumentsStep api={api} />,
    storeType: <StoreTypeStep api={api} />,
    review: <Summary fields={api.fields} documentUrls={api.documentUrls} />,
  };
  return (
    <Stack gap="5">
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" aria-label={t('title')}>
        {STEPS.map((s, i) => (
          <Box as="li" key={s} {...(s === api.step ? { 'aria-current': 'step' as const } : {})}>
            {i < index ? (
              <Button size="xs" variant="ghost" disabled={api.isBusy} onClick={() => api.goTo(s)}>
                {`${i + 1}. ${t(`steps.${s}`)}`}
              </Button>
            ) : (
              <Badge colorPalette={i === index ? 'red' : 'gray'} variant={i === index ? 'solid' : 'outline'}>
                {`${i + 1}. ${t(`steps.${s}`)}`}
              </Badge>
            )}
          </Box>
        ))}
      </Flex>
      <Heading as="h2" size="md">
        {t('stepOf', { n: index + 1, total: STEPS.length, name: t(`steps.${api.step}`) })}
      </Heading>
      {steps[api.step]}
      {api.serverError && (
        <Text role="alert" color="fg.error">
          {api.serverError}
        </Text>
      )}
      <Flex gap="3" justify="space-between" wrap="wrap" align="center">
        <Text fontSize="xs" color="fg.muted">
          {t('draftSaved')}
        </Text>
        <Flex gap="3">
          {index > 0 && (
            <Button variant="outline" onClick={api.back} disabled={api.isBusy}>
              {t('back')}
            </Button>
          )}
          {api.step === 'review' ? (
            <Button colorPalette="brand" onClick={api.submit} loading={api.isBusy}>
              {t('submit')}
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={api.next}>
              {t('next')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Stack>
  );
}

const fieldsOfApplication = (a: StoreApplication): StoreApplicationApi['fields'] => ({
  ...a,
  documents: a.documents,
});

/** Under review, rejected, or approved: what happened and what the applicant can do now. */
function Status({ api, domain }: { api: Api; domain: string }) {
  const { t } = useTranslation('storeApplication');
  const { application, store } = api.settlement!;
  const status = store?.status ?? application!.status;
  return (
    <Stack gap="4">
      <Flex gap="3" align="center">
        <Heading as="h2" size="md">
          {store ? t('storeStatus') : application!.storeName}
        </Heading>
        <Badge
          data-testid="settle-status"
          colorPalette={
            status === 'open' ? 'green' : status === 'rejected' || status === 'suspended' ? 'red' : 'orange'
          }
        >
          {t(`status.${status}`)}
        </Badge>
      </Flex>
      {api.view === 'reviewing' && (
        <Stack gap="2">
          <Text>{t('reviewingText')}</Text>
          {api.canExpedite ? (
            <Button alignSelf="start" size="sm" variant="outline" onClick={api.expedite} loading={api.isBusy}>
              {t('expedite')}
            </Button>
          ) : (
            <Text color="fg.muted">{t('expedited')}</Text>
          )}
        </Stack>
      )}
      {api.view === 'rejected' && (
        <Stack gap="2">
          <Text>{t('rejectedText')}</Text>
          <Text color="fg.error" data-testid="audit-remark">
            {t('auditRemark', { remark: application!.auditRemark })}
          </Text>
          <Button alignSelf="start" colorPalette="brand" onClick={api.modify}>
            {t('modify')}
          </Button>
        </Stack>
      )}
      {store && (
        <Stack gap="2">
          <Text data-content>{store.storeName}</Text>
          <Text>
            {
              {
                suspended: t('suspendedText', { remark: store.statusRemark }),
                notOpen: t('notOpenText'),
                open: t('openText'),
                offline: t('offlineText'),
              }[store.status]
            }
          </Text>
          <Flex gap="4" wrap="wrap">
            <NavLink href={routes.userCenterPage.href(domain, 'uc-shopaccount')} color="brand.fg">
              {t('goShopAccount')}
            </NavLink>
            {store.status === 'open' && (
              <NavLink href={routes.shopHome.href(domain, store.storeId)} color="brand.fg">
                {t('goStore')}
              </NavLink>
            )}
          </Flex>
        </Stack>
      )}
      {api.serverError && (
        <Text role="alert" color="fg.error">
          {api.serverError}
        </Text>
      )}
      {application && (
        <Box borderTopWidth="1px" pt="4">
          <Heading as="h3" size="sm" mb="3">
            {t('summary')}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('submittedAt', { time: formatTime(application.submittedAt) })} ·{' '}
            {t('revision', { n: application.revision })}
          </Text>
          <Summary fields={fieldsOfApplication(application)} documentUrls={application.documentUrls} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The store application (spec §2 enter-process, reached from /vp/shop/apply-settle and the top bar's 供应商
 * 入驻): a supplier's wizard, then the application's and the store's status (spec §4).
 */
export function EnterProcessPage({ domain, shopId }: { domain: string; shopId: string }) {
  const { t } = useTranslation('storeApplication');
  const api = useStoreApplication(shopId);
  const here = `/mall/${domain}/enter-process`;
  let body: ReactNode;
  switch (api.view) {
    case 'loading':
      body = <LoadingBlock />;
      break;
    case 'loadFailed':
      body = (
        <Stack role="alert" gap="3" align="start">
          <Text>{t('loadFailed')}</Text>
          {api.serverError && <Text color="fg.error">{api.serverError}</Text>}
          <Button size="sm" variant="outline" onClick={api.retry}>
            {t('retry')}
          </Button>
        </Stack>
      );
      break;
    case 'signedOut':
      body = (
        <Stack gap="3" align="start">
          <Text>{t('signedOut')}</Text>
          <Link href={routes.login.href(shopId, here)} color="brand.fg">
            {t('login')}
          </Link>
        </Stack>
      );
      break;
    case 'notSupplier':
      body = (
        <Stack gap="3" align="start">
          <Text>{t('notSupplier')}</Text>
          <Link href={routes.registerExternal.href(shopId, here)} color="brand.fg">
            {t('registerSupplier')}
          </Link>
        </Stack>
      );
      break;
    case 'editing':
      body = <Wizard api={api} />;
      break;
    default:
      body = <Status api={api} domain={domain} />;
  }
  return (
    <Container maxW="4xl" py="6">
      <Stack gap="2" mb="6">
        <Heading as="h1" size="lg">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <Box borderWidth="1px" rounded="md" p={{ base: '4', md: '6' }} bg="bg">
        {body}
      </Box>
    </Container>
  );
}
