import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { COUNTRY_NAMES } from '../api/countries';
import {
  BRAND_CATEGORIES,
  type EnquiryValues,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
} from './enquiry-schema';

interface FieldsProps {
  register: UseFormRegister<EnquiryValues>;
  errors: FieldErrors<EnquiryValues>;
}

const control = (name: keyof EnquiryValues, errors: FieldErrors<EnquiryValues>) => ({
  id: `enquiry-${name}`,
  'aria-invalid': Boolean(errors[name]),
  'aria-describedby': `enquiry-${name}-error`,
});

function Options({ values, placeholder }: { values: readonly string[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value}>{value}</option>
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
}: FieldsProps & { name: 'selectedOption' | 'selectedOptionSales'; legend: string; options: readonly string[] }) {
  return (
    <fieldset className="radio-group" aria-describedby={`enquiry-${name}-error`}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="checkbox">
          <input type="radio" value={option} {...register(name)} />
          {option}
        </label>
      ))}
      <p id={`enquiry-${name}-error`} className="field__error">
        {errors[name]?.message}
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
  const field = (name: keyof EnquiryValues, label: string, type = 'text') => (
    <FormField id={`enquiry-${name}`} label={label} error={errors[name]?.message}>
      <input type={type} {...control(name, errors)} {...register(name)} />
    </FormField>
  );
  return (
    <>
      <RadioGroup
        name="selectedOption"
        legend="How can we help?"
        options={SUPPORT_OPTIONS}
        register={register}
        errors={errors}
      />
      {option === 'Product Feedback / Complaints' ? (
        <div className="form-grid">
          <FormField id="enquiry-brandCategory" label="Brand Category" error={errors.brandCategory?.message}>
            <select {...control('brandCategory', errors)} {...register('brandCategory')}>
              <Options values={BRAND_CATEGORIES} placeholder="Choose a category" />
            </select>
          </FormField>
          {field('brandName', 'Brand Name')}
          {field('bnf', 'BNF Number')}
          {field('expiry', 'Expiry Date', 'date')}
          {field('purchaseDate', 'Purchase Date', 'date')}
          {field('purchaseFrom', 'Purchase From')}
        </div>
      ) : null}
      {option === 'Product Feedback / Complaints' ? photos : null}
      {option === 'E Commerce Order Tracking' ? field('orderNumber', 'Order Number') : null}
      {option === 'Innovation Center' ? (
        <FormField id="enquiry-productIdea" label="Describe your product ideas" error={errors.productIdea?.message}>
          <textarea rows={5} {...control('productIdea', errors)} {...register('productIdea')} />
        </FormField>
      ) : null}
    </>
  );
}

/** Sales & Distribution: the sales type radio, target market and brand (docs/product.md 2, 5). */
export function SalesFields({ register, errors, option }: FieldsProps & { option: string }) {
  return (
    <>
      <RadioGroup
        name="selectedOptionSales"
        legend="Sales enquiry type"
        options={SALES_OPTIONS}
        register={register}
        errors={errors}
      />
      {option === 'Export' || option === 'Private Label' ? (
        <FormField
          id="enquiry-targetCountry"
          label={option === 'Export' ? 'Target country' : 'Target Market'}
          error={errors.targetCountry?.message}
        >
          <select {...control('targetCountry', errors)} {...register('targetCountry')}>
            <Options values={COUNTRY_NAMES} placeholder="Choose a country" />
          </select>
        </FormField>
      ) : null}
      {option === 'Private Label' ? (
        <FormField id="enquiry-targetBrand" label="Target Brand" error={errors.targetBrand?.message}>
          <select {...control('targetBrand', errors)} {...register('targetBrand')}>
            <Options values={TARGET_BRANDS} placeholder="Choose a brand" />
          </select>
        </FormField>
      ) : null}
    </>
  );
}

/** HR & Recruitment: the target function and the resume upload (`resume`). */
export function HrFields({ register, errors, resume }: FieldsProps & { resume: ReactNode }) {
  return (
    <>
      <FormField id="enquiry-targetFunction" label="Target Function" error={errors.targetFunction?.message}>
        <select {...control('targetFunction', errors)} {...register('targetFunction')}>
          <Options values={TARGET_FUNCTIONS} placeholder="Choose a function" />
        </select>
      </FormField>
      {resume}
    </>
  );
}

/** The inquiry country select, shown on every form. */
export function InquiryCountryField({ register, errors }: FieldsProps) {
  return (
    <FormField id="enquiry-inqCountry" label="Country" error={errors.inqCountry?.message}>
      <select {...control('inqCountry', errors)} {...register('inqCountry')}>
        <Options values={COUNTRY_NAMES} placeholder="Choose your country" />
      </select>
    </FormField>
  );
}
