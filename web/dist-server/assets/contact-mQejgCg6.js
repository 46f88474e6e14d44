// src/locales/en/contact.json
var metaTitle = "Contact us";
var metaDescription = "Contact Outlet Shop: customer support, sales and distribution, careers and marketing enquiries.";
var title = "Contact us";
var details = {
	"title": "Get in touch",
	"call": "Call us",
	"write": "Write to us",
	"visit": "Visit the factory outlet",
	"address": "Dubai Industrial City, Dubai, United Arab Emirates"
};
var form = {
	"title": "Send us an enquiry",
	"department": "Department",
	"chooseDepartment": "Choose a department",
	"country": "Country",
	"chooseYourCountry": "Choose your country",
	"email": "E-mail",
	"phone": "Phone",
	"name": "Name (optional)",
	"message": "Message",
	"website": "Website",
	"submit": "Contact Now",
	"sending": "Sending...",
	"thanks": "Thanks for contacting will get back soon !",
	"failure": "Your enquiry was not sent. Your answers are still here: please try again.",
	"success": "Your form has been successfully submitted.",
	"home": "Home",
	"marketingNote": "Services, Sponsorship, Collaboration",
	"credentials": "Credentials and proposal",
	"credentialsHint": "PDF, Word or images, up to 5MB each",
	"photos": "Photos",
	"resume": "Resume",
	"howCanWeHelp": "How can we help?",
	"brandCategory": "Brand Category",
	"chooseCategory": "Choose a category",
	"brandName": "Brand Name",
	"bnf": "BNF Number",
	"expiry": "Expiry Date",
	"purchaseDate": "Purchase Date",
	"purchaseFrom": "Purchase From",
	"orderNumber": "Order Number",
	"productIdea": "Describe your product ideas",
	"salesType": "Sales enquiry type",
	"targetCountry": "Target country",
	"targetMarket": "Target Market",
	"chooseCountry": "Choose a country",
	"targetBrand": "Target Brand",
	"chooseBrand": "Choose a brand",
	"targetFunction": "Target Function",
	"chooseFunction": "Choose a function"
};
var upload = {
	"attached": "{{label}}: attached files",
	"remove": "Remove",
	"uploading": "Uploading...",
	"failed": "File upload failed.",
	"oversize": "{{names}} exceed the 5MB file size limit.",
	"reasons": {
		"no_files": "Choose at least one file.",
		"too_many_files": "At most 10 files at once.",
		"file_too_large": "A file exceeds the 5MB file size limit.",
		"file_type_not_allowed": "Only images, PDF and Word documents can be attached."
	}
};
var departments = {
	"Customer Support": "Customer Support",
	"Sales & Distribution Inquiries": "Sales & Distribution Inquiries",
	"HR & Recruitment": "HR & Recruitment",
	"Marketing & Branding": "Marketing & Branding",
	"General inquiries": "General inquiries"
};
var supportOptions = {
	"Product Feedback / Complaints": "Product Feedback / Complaints",
	"E Commerce Order Tracking": "E Commerce Order Tracking",
	"Innovation Center": "Innovation Center"
};
var salesOptions = {
	"Export": "Export",
	"Private Label": "Private Label",
	"UAE": "UAE",
	"KSA": "KSA"
};
var brandCategories = {
	"CHOCOLATE": "CHOCOLATE",
	"SNACKS": "SNACKS"
};
var targetBrands = {
	"APRONS N LOVE": "APRONS N LOVE",
	"ARABIAN DELIGHTS": "ARABIAN DELIGHTS",
	"CHOCODATE": "CHOCODATE",
	"DARA": "DARA",
	"MOJO": "MOJO",
	"ROUGE": "ROUGE",
	"VENICE": "VENICE",
	"WISHES": "WISHES",
	"ZEIN": "ZEIN",
	"XL": "XL",
	"RAJA": "RAJA",
	"AMIGO": "AMIGO",
	"FIESTA": "FIESTA",
	"OTHER": "OTHER"
};
var targetFunctions = {
	"Sales": "Sales",
	"Business Development": "Business Development",
	"Marketing": "Marketing",
	"Product Development": "Product Development",
	"Supply Chain": "Supply Chain",
	"Production": "Production",
	"Quality": "Quality",
	"Accounting & Finance": "Accounting & Finance",
	"Human Resources": "Human Resources",
	"IT": "IT",
	"Customer Service": "Customer Service",
	"Legal & Compliance": "Legal & Compliance"
};
var rules = {
	"This field is required": "This field is required",
	"Enter a valid e-mail address": "Enter a valid e-mail address",
	"Enter your phone number": "Enter your phone number",
	"Enter a valid phone number": "Enter a valid phone number",
	"Choose your country": "Choose your country",
	"Choose a country from the list": "Choose a country from the list",
	"Choose a department": "Choose a department",
	"Choose a brand from the list": "Choose a brand from the list",
	"Choose a function from the list": "Choose a function from the list",
	"Choose CHOCOLATE or SNACKS": "Choose CHOCOLATE or SNACKS",
	"Choose one of the options": "Choose one of the options",
	"Choose what your enquiry is about": "Choose what your enquiry is about",
	"Choose a sales enquiry type": "Choose a sales enquiry type",
	"At most 10 files": "At most 10 files"
};
var contact_default = {
	metaTitle,
	metaDescription,
	title,
	details,
	form,
	upload,
	departments,
	supportOptions,
	salesOptions,
	brandCategories,
	targetBrands,
	targetFunctions,
	rules
};
export { brandCategories, contact_default as default, departments, details, form, metaDescription, metaTitle, rules, salesOptions, supportOptions, targetBrands, targetFunctions, title, upload };
