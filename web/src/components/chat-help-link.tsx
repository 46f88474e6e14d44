import { useTranslation } from '@/lib/i18n';
import { useShopSetting } from '@/lib/shop-setting';

/**
 * The floating chat-help link to the messaging app, on every page (docs/product.md 1, 2): WhatsApp
 * on the number staff set in the shop setting; not shown until the setting has loaded.
 */
export function ChatHelpLink() {
  const { t } = useTranslation();
  const { data: setting } = useShopSetting();
  if (!setting) return null;
  return (
    <a className="chat-help" href={setting.chatUrl} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.5-.3Z"
        />
      </svg>
      <span>{t('chat')}</span>
    </a>
  );
}
