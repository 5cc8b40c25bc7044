'use client';
// Whether client logins may staff their own projects ("Staff this project" on their project page;
// lib/domain/planning/staffing-settings.ts), below the trainings each function requires: planners
// switch it for the whole tenant.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { Card } from '@/app/_components/ui/card';
import { useRefusal } from '@/app/_components/form/use-refusal';
import { saveStaffingSettings } from '@/lib/client/api/staffing-settings';
import { toast } from '@/lib/client/toast-store';
import type { TStaffingSettings } from '@/lib/domain/planning/staffing-settings';

export function StaffingSettingsForm({ initial }: { initial: TStaffingSettings }) {
  const t = useTranslations('StaffingSettings');
  const refused = useRefusal();
  const [saved, setSaved] = useState(initial);
  const [allowed, setAllowed] = useState(initial.clientsMayStaff);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const now = await saveStaffingSettings({ clientsMayStaff: allowed });
      setSaved(now);
      toast.success(t(now.clientsMayStaff ? 'savedOn' : 'savedOff'));
    } catch (err) {
      await refused(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card id="staffing-settings" title={t('title')}>
      <div className="flex flex-col gap-3" data-testid="staffing-settings">
        <p className="text-sm">{t('intro')}</p>
        <label htmlFor="clients-may-staff" className="flex min-h-12 items-center gap-3 text-base">
          <input
            id="clients-may-staff"
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            checked={allowed}
            onChange={(e) => setAllowed(e.target.checked)}
          />
          <span>{t('clientsMayStaff')}</span>
        </label>
        <Button
          look="primary"
          busy={busy}
          disabled={allowed === saved.clientsMayStaff}
          onClick={() => void save()}
          className="self-start"
        >
          {t('save')}
        </Button>
      </div>
    </Card>
  );
}
