import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useTranslation } from '@/lib/i18n';
import type { CountryOption } from '../api/countries';
import { useCountryOptions } from '../api/use-country-options';
import {
  BRAND_CATEGORIES,
  type EnquiryValues,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
} from './enquiry-schema';
import { useRuleText } from './use-rule-text';

interface FieldsProps {
  register: UseFormRegister<EnquiryValues>;
  errors: FieldErrors<EnquiryValues>;
}

/** The list groups of the contact texts whose labels are keyed by the wire value. */
type ListGroup = 'supportOptions' | 'salesOptions' | 'brandCategories' | 'targetBrands' | 'targetFunctions';

/** A list's options: the wire values (docs/product.md 2, English) labelled in the page's language. */
function useListOptions(group: ListGroup, values: readonly string[]): CountryOption[] {
  const { t } = useTranslation('contact');
  return values.map((value) => ({
    value,
    label: t(`${group}.${value}` as 'salesOptions.UAE', { defaultValue: value }),
  }));
}

const control = (name: keyof EnquiryValues, errors: FieldErrors<EnquiryValues>) => ({
  id: `enquiry-${name}`,
  'aria-invalid': Boolean(errors[name]),
  'aria-describedby': `enquiry-${name}-error`,
});

/** A select's options: a placeholder, then each value with its label. */
export function Options({ options, placeholder }: { options: readonly CountryOption[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** A required radio group with its legend and error line. */
function RadioGroup({
  name,
  legend,
  options,
  register,
  errors,
}: FieldsProps & {
  name: 'selectedOption' | 'selectedOptionSales';
  legend: string;
  options: readonly CountryOption[];
}) {
  const ruleText = useRuleText();
  return (
    <fieldset className="radio-group" aria-describedby={`enquiry-${name}-error`}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="checkbox">
          <input type="radio" value={option.value} {...register(name)} />
          {option.label}
        </label>
      ))}
      <p id={`enquiry-${name}-error`} className="field__error">
        {ruleText(errors[name]?.message)}
      </p>
    </fieldset>
  );
}

/** Customer Support: the sub-type radio and its fields (docs/product.md 2, 5); `photos` is the feedback's upload. */
export function SupportFields({
  register,
  errors,
  option,
  photos,
}: FieldsProps & { option: string; photos: ReactNode }) {
  const { t } = useTranslation('contact');
  const ruleText = useRuleText();
  const supportOptions = useListOptions('supportOptions', SUPPORT_OPTIONS);
  const brandCategories = useListOptions('brandCategories', BRAND_CATEGORIES);
  const field = (name: keyof EnquiryValues, label: string, type = 'text') => (
    <FormField id={`enquiry-${name}`} label={label} error={ruleText(errors[name]?.message)}>
      <input type={type} {...control(name, errors)} {...register(name)} />
    </FormField>
  );
  return (
    <>
      <RadioGroup
        name="selectedOption"
        legend={t('form.howCanWeHelp')}
        options={supportOptions}
        register={register}
        errors={errors}
      />
      {option === 'Product Feedback / Complaints' ? (
        <div className="form-grid">
          <FormField
            id="enquiry-brandCategory"
            label={t('form.brandCategory')}
            error={ruleText(errors.brandCategory?.message)}
          >
            <select {...control('brandCategory', errors)} {...register('brandCategory')}>
              <Options options={brandCategories} placeholder={t('form.chooseCategory')} />
            </select>
          </FormField>
          {field('brandName', t('form.brandName'))}
          {field('bnf', t('form.bnf'))}
          {field('expiry', t('form.expiry'), 'date')}
          {field('purchaseDate', t('form.purchaseDate'), 'date')}
          {field('purchaseFrom', t('form.purchaseFrom'))}
        </div>
      ) : null}
      {option === 'Product Feedback / Complaints' ? photos : null}
      {option === 'E Commerce Order Tracking' ? field('orderNumber', t('form.orderNumber')) : null}
      {option === 'Innovation Center' ? (
        <FormField id="enquiry-productIdea" label={t('form.productIdea')} error={ruleText(errors.productIdea?.message)}>
          <textarea rows={5} {...control('productIdea', errors)} {...register('productIdea')} />
        </FormField>
      ) : null}
    </>
  );
}

/** Sales & Distribution: the sales type radio, target market and brand (docs/product.md 2, 5). */
export function SalesFields({ register, errors, option }: FieldsProps & { option: string }) {
  const { t } = useTranslation('contact');
  const ruleText = useRuleText();
  const countries = useCountryOptions();
  const salesOptions = useListOptions('salesOptions', SALES_OPTIONS);
  const brands = useListOptions('targetBrands', TARGET_BRANDS);
  return (
    <>
      <RadioGroup
        name="selectedOptionSales"
        legend={t('form.salesType')}
        options={salesOptions}
        register={register}
        errors={errors}
      />
      {option === 'Export' || option === 'Private Label' ? (
        <FormField
          id="enquiry-targetCountry"
          label={option === 'Export' ? t('form.targetCountry') : t('form.targetMarket')}
          error={ruleText(errors.targetCountry?.message)}
        >
          <select {...control('targetCountry', errors)} {...register('targetCountry')}>
            <Options options={countries} placeholder={t('form.chooseCountry')} />
          </select>
        </FormField>
      ) : null}
      {option === 'Private Label' ? (
        <FormField id="enquiry-targetBrand" label={t('form.targetBrand')} error={ruleText(errors.targetBrand?.message)}>
          <select {...control('targetBrand', errors)} {...register('targetBrand')}>
            <Options options={brands} placeholder={t('form.chooseBrand')} />
          </select>
        </FormField>
      ) : null}
    </>
  );
}

/** HR & Recruitment: the target function and the resume upload (`resume`). */
export function HrFields({ register, errors, resume }: FieldsProps & { resume: ReactNode }) {
  const { t } = useTranslation('contact');
  const ruleText = useRuleText();
  const functions = useListOptions('targetFunctions', TARGET_FUNCTIONS);
  return (
    <>
      <FormField
        id="enquiry-targetFunction"
        label={t('form.targetFunction')}
        error={ruleText(errors.targetFunction?.message)}
      >
        <select {...control('targetFunction', errors)} {...register('targetFunction')}>
          <Options options={functions} placeholder={t('form.chooseFunction')} />
        </select>
      </FormField>
      {resume}
    </>
  );
}

/** The inquiry country select, shown on every form. */
export function InquiryCountryField({ register, errors }: FieldsProps) {
  const { t } = useTranslation('contact');
  const ruleText = useRuleText();
  const countries = useCountryOptions();
  return (
    <FormField id="enquiry-inqCountry" label={t('form.country')} error={ruleText(errors.inqCountry?.message)}>
      <select {...control('inqCountry', errors)} {...register('inqCountry')}>
        <Options options={countries} placeholder={t('form.chooseYourCountry')} />
      </select>
    </FormField>
  );
}

/** The department select's options: the wire names labelled in the page's language. */
export function useDepartmentOptions(values: readonly string[]): CountryOption[] {
  const { t } = useTranslation('contact');
  return values.map((value) => ({ value, label: t(`departments.${value}` as 'departments.HR & Recruitment') }));
}
