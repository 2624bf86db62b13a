import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '../../../../machines/sms-countdown.machine.ts';

export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

interface SmsCodeButtonProps {
  countdown: SmsCountdownRef | undefined;
  /** The phone and terms do not allow a send yet (spec §5). */
  disabled: boolean;
  onRequest: () => void;
}

/** The "get code" button (spec §4): 获取验证码, then a 60 s countdown that blocks re-sending. */
export function SmsCodeButton({ countdown, disabled, onRequest }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  if (!countdown)
    return (
      <Button variant="outline" minW="36" disabled>
        {t('identity.sms.get')}
      </Button>
    );
  return <CountdownButton countdown={countdown} disabled={disabled} onRequest={onRequest} />;
}

function CountdownButton({
  countdown,
  disabled,
  onRequest,
}: SmsCodeButtonProps & { countdown: SmsCountdownRef }) {
  const { t } = useTranslation();
  const sending = useSelector(countdown, (s) => s.hasTag('sending'));
  const seconds = useSelector(countdown, (s) => (s.hasTag('counting') ? s.context.secondsLeft : 0));
  return (
    <Button
      variant="outline"
      minW="36"
      loading={sending}
      loadingText={t('identity.sms.sending')}
      disabled={disabled || seconds > 0}
      onClick={onRequest}
    >
      {seconds > 0 ? t('identity.sms.countdown', { seconds }) : t('identity.sms.get')}
    </Button>
  );
}
