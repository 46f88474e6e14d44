import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { locale, useTranslation } from '@/lib/i18n';
import { type EnquirySubmission, useSubmitEnquiry } from '../api/submit-enquiry';
import type { EnquiryFileRecord } from '../api/upload-enquiry-files';
import {
  HrFields,
  InquiryCountryField,
  Options,
  SalesFields,
  SupportFields,
  useDepartmentOptions,
} from './department-fields';
import { DEPARTMENTS, EMPTY_ENQUIRY, type EnquiryValues, enquirySchema, type ValidEnquiry } from './enquiry-schema';
import { FileUploadField } from './file-upload-field';
import './contact-form.css';
import { SuccessDialog } from './success-dialog';
import { useRuleText } from './use-rule-text';

/**
 * The contact enquiry form (docs/product.md 2, 4, 5): department-specific fields, 'Contact Now', a
 * status line, the success popup with the enquiry's reference. On failure the form keeps its contents, the status line
 * says so and the server's field errors appear beside their fields.
 */
export function ContactForm() {
  const { register, handleSubmit, watch, reset, setValue, setError, formState } = useForm<
    EnquiryValues,
    unknown,
    ValidEnquiry
  >({
    resolver: zodResolver(enquirySchema),
    defaultValues: EMPTY_ENQUIRY,
    mode: 'onTouched',
  });
  const { t } = useTranslation('contact');
  const ruleText = useRuleText();
  const departments = useDepartmentOptions(DEPARTMENTS);
  const failureStatus = t('form.failure');
  const submit = useSubmitEnquiry();
  const [status, setStatus] = useState('');
  const [reference, setReference] = useState<string | null>(null);
  const [files, setFiles] = useState<EnquiryFileRecord[]>([]);
  const [honeypot, setHoneypot] = useState('');
  const { errors } = formState;
  const department = watch('department');
  const supportOption = watch('selectedOption');
  const salesOption = watch('selectedOptionSales');

  // docs/product.md 4: choosing a department resets the support and sales sub-options.
  const previousDepartment = useRef(department);
  useEffect(() => {
    if (previousDepartment.current === department) return;
    previousDepartment.current = department;
    setValue('selectedOption', '');
    setValue('selectedOptionSales', '');
    setFiles([]);
  }, [department, setValue]);

  const onSubmit = async (values: ValidEnquiry) => {
    setStatus(t('form.sending'));
    try {
      const sent = await submit.mutateAsync({ ...toSubmission(values, files), website: honeypot });
      reset(EMPTY_ENQUIRY);
      setFiles([]);
      // The server's answer is English ('Thanks for contacting will get back soon !'); other languages say it themselves.
      setStatus(locale === 'en' ? sent.message : t('form.thanks'));
      setReference(sent.reference);
    } catch (error) {
      console.error('Enquiry not sent', error);
      const fieldErrors = error instanceof ApiError ? (error.details?.fieldErrors ?? {}) : {};
      for (const [field, messages] of Object.entries(fieldErrors)) {
        if (field in EMPTY_ENQUIRY) setError(field as keyof EnquiryValues, { message: [messages].flat().join(' ') });
      }
      setStatus(failureStatus);
    }
  };

  const fieldProps = (name: keyof EnquiryValues) => ({
    id: `enquiry-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': `enquiry-${name}-error`,
    ...register(name),
  });

  const upload = (id: string, label: string, hint?: string) => (
    <FileUploadField id={id} label={label} hint={hint} files={files} onFilesChange={setFiles} />
  );

  return (
    <form className="card enquiry-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="enquiry-title">
      <h2 id="enquiry-title" className="card__title">
        {t('form.title')}
      </h2>
      <FormField id="enquiry-department" label={t('form.department')} error={ruleText(errors.department?.message)}>
        <select {...fieldProps('department')}>
          <Options options={departments} placeholder={t('form.chooseDepartment')} />
        </select>
      </FormField>
      <div className="form-grid">
        <InquiryCountryField register={register} errors={errors} />
        <FormField id="enquiry-email" label={t('form.email')} error={ruleText(errors.email?.message)}>
          <input type="email" autoComplete="email" dir="ltr" {...fieldProps('email')} />
        </FormField>
        <FormField id="enquiry-phone" label={t('form.phone')} error={ruleText(errors.phone?.message)}>
          <input type="tel" autoComplete="tel" dir="ltr" {...fieldProps('phone')} />
        </FormField>
        <FormField id="enquiry-name" label={t('form.name')} error={ruleText(errors.name?.message)}>
          <input autoComplete="name" {...fieldProps('name')} />
        </FormField>
      </div>
      {department === 'Customer Support' ? (
        <SupportFields
          register={register}
          errors={errors}
          option={supportOption ?? ''}
          photos={upload('enquiry-photos', t('form.photos'))}
        />
      ) : null}
      {department === 'Sales & Distribution Inquiries' ? (
        <SalesFields register={register} errors={errors} option={salesOption ?? ''} />
      ) : null}
      {department === 'HR & Recruitment' ? (
        <HrFields register={register} errors={errors} resume={upload('enquiry-resume', t('form.resume'))} />
      ) : null}
      {department === 'Marketing & Branding' ? (
        <>
          <p className="hint">{t('form.marketingNote')}</p>
          {upload('enquiry-credentials', t('form.credentials'), t('form.credentialsHint'))}
        </>
      ) : null}
      {department !== 'Customer Support' ? (
        <FormField id="enquiry-message" label={t('form.message')} error={ruleText(errors.message?.message)}>
          <textarea rows={5} {...fieldProps('message')} />
        </FormField>
      ) : null}
      {/* Honeypot (docs/architecture.md 5): hidden from people and screen readers, filled by form bots. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="enquiry-website">{t('form.website')}</label>
        <input
          id="enquiry-website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {t('form.submit')}
      </button>
      <p className={`form-status${status === failureStatus ? ' form-status--error' : ''}`} role="status">
        {status}
      </p>
      {reference ? <SuccessDialog reference={reference} onClose={() => setReference(null)} /> : null}
    </form>
  );
}

/**
 * The wire submission: every field of docs/product.md 3, blank where the chosen form has none, and
 * the page's language, in which the CMS acknowledges the enquiry.
 */
function toSubmission(values: ValidEnquiry, files: EnquiryFileRecord[]): EnquirySubmission {
  return { ...values, targetProduct: '', photos: files, locale };
}
