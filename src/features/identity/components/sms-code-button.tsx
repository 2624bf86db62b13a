import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connect, type SmsCountdownRef } from '../../../../machines/identity/sms-countdown.connect.ts';

interface SmsCodeButtonProps {
  countdown: SmsCountdownRef | undefined;
  /** The form allows a send (its connect's `canSendCode`: a valid phone and ticked terms, spec §5). */
  canSend: boolean;
  onRequest: () => void;
}

/** The "get code" button (spec §4): 获取验证码, then a countdown that blocks re-sending. */
export function SmsCodeButton({ countdown, canSend, onRequest }: SmsCodeButtonProps) {
  const { t } = useTranslation('identity');
  if (!countdown)
    return (
      <Button variant="outline" minW="36" disabled>
        {t('sms.get')}
      </Button>
    );
  return <CountdownButton countdown={countdown} canSend={canSend} onRequest={onRequest} />;
}

function CountdownButton({
  countdown,
  canSend,
  onRequest,
}: SmsCodeButtonProps & { countdown: SmsCountdownRef }) {
  const { t } = useTranslation('identity');
  const isSending = useSelector(countdown, (s) => connect(s).isSending);
  const seconds = useSelector(countdown, (s) => connect(s).secondsLeft);
  const canRequest = useSelector(countdown, (s) => connect(s).canRequest(canSend));
  return (
    <Button
      variant="outline"
      minW="36"
      loading={isSending}
      loadingText={t('sms.sending')}
      disabled={!canRequest}
      onClick={onRequest}
    >
      {seconds > 0 ? t('sms.countdown', { seconds }) : t('sms.get')}
    </Button>
  );
}
