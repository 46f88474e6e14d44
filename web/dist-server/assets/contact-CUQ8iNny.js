// src/locales/ar/contact.json
var metaTitle = "تواصل معنا";
var metaDescription = "تواصل مع أوتلت شوب: دعم العملاء، والمبيعات والتوزيع، والوظائف، واستفسارات التسويق.";
var title = "تواصل معنا";
var details = {
	"title": "ابقَ على تواصل",
	"call": "اتصل بنا",
	"write": "راسلنا",
	"visit": "زُر متجر المصنع",
	"address": "مدينة دبي الصناعية، دبي، الإمارات العربية المتحدة"
};
var form = {
	"title": "أرسل لنا استفساراً",
	"department": "القسم",
	"chooseDepartment": "اختر قسماً",
	"country": "الدولة",
	"chooseYourCountry": "اختر دولتك",
	"email": "البريد الإلكتروني",
	"phone": "الهاتف",
	"name": "الاسم (اختياري)",
	"message": "الرسالة",
	"website": "الموقع الإلكتروني",
	"submit": "تواصل الآن",
	"sending": "جارٍ الإرسال...",
	"thanks": "شكراً لتواصلك، سنرد عليك قريباً!",
	"failure": "لم يُرسل استفسارك. إجاباتك ما زالت هنا: يُرجى المحاولة مرة أخرى.",
	"success": "تم إرسال النموذج بنجاح.",
	"home": "الرئيسية",
	"marketingNote": "الخدمات، والرعاية، والتعاون",
	"credentials": "أوراق الاعتماد والمقترح",
	"credentialsHint": "ملفات PDF أو Word أو صور، حتى 5 ميغابايت لكل ملف",
	"photos": "الصور",
	"resume": "السيرة الذاتية",
	"howCanWeHelp": "كيف يمكننا مساعدتك؟",
	"brandCategory": "فئة العلامة التجارية",
	"chooseCategory": "اختر فئة",
	"brandName": "اسم العلامة التجارية",
	"bnf": "رقم التشغيلة (BNF)",
	"expiry": "تاريخ انتهاء الصلاحية",
	"purchaseDate": "تاريخ الشراء",
	"purchaseFrom": "مكان الشراء",
	"orderNumber": "رقم الطلب",
	"productIdea": "صف أفكارك لمنتجات جديدة",
	"salesType": "نوع استفسار المبيعات",
	"targetCountry": "الدولة المستهدفة",
	"targetMarket": "السوق المستهدفة",
	"chooseCountry": "اختر دولة",
	"targetBrand": "العلامة التجارية المستهدفة",
	"chooseBrand": "اختر علامة تجارية",
	"targetFunction": "المجال الوظيفي",
	"chooseFunction": "اختر مجالاً"
};
var upload = {
	"attached": "{{label}}: الملفات المرفقة",
	"remove": "إزالة",
	"uploading": "جارٍ الرفع...",
	"failed": "تعذّر رفع الملف.",
	"oversize": "{{names}} يتجاوز حد حجم الملف البالغ 5 ميغابايت.",
	"reasons": {
		"no_files": "اختر ملفاً واحداً على الأقل.",
		"too_many_files": "10 ملفات كحد أقصى في المرة الواحدة.",
		"file_too_large": "أحد الملفات يتجاوز حد الحجم البالغ 5 ميغابايت.",
		"file_type_not_allowed": "لا يمكن إرفاق غير الصور وملفات PDF وWord."
	}
};
var departments = {
	"Customer Support": "دعم العملاء",
	"Sales & Distribution Inquiries": "استفسارات المبيعات والتوزيع",
	"HR & Recruitment": "الموارد البشرية والتوظيف",
	"Marketing & Branding": "التسويق والعلامة التجارية",
	"General inquiries": "استفسارات عامة"
};
var supportOptions = {
	"Product Feedback / Complaints": "ملاحظات أو شكاوى عن منتج",
	"E Commerce Order Tracking": "تتبع طلبات المتجر الإلكتروني",
	"Innovation Center": "مركز الابتكار"
};
var salesOptions = {
	"Export": "التصدير",
	"Private Label": "العلامة الخاصة",
	"UAE": "الإمارات",
	"KSA": "السعودية"
};
var brandCategories = {
	"CHOCOLATE": "شوكولاتة",
	"SNACKS": "وجبات خفيفة"
};
var targetBrands = {
	"APRONS N LOVE": "أبرونز آند لاف",
	"ARABIAN DELIGHTS": "أرابيان ديلايتس",
	"CHOCODATE": "شوكوديت",
	"DARA": "دارا",
	"MOJO": "موجو",
	"ROUGE": "روج",
	"VENICE": "فينيس",
	"WISHES": "ويشز",
	"ZEIN": "زين",
	"XL": "إكس إل",
	"RAJA": "راجا",
	"AMIGO": "أميغو",
	"FIESTA": "فييستا",
	"OTHER": "أخرى"
};
var targetFunctions = {
	"Sales": "المبيعات",
	"Business Development": "تطوير الأعمال",
	"Marketing": "التسويق",
	"Product Development": "تطوير المنتجات",
	"Supply Chain": "سلسلة الإمداد",
	"Production": "الإنتاج",
	"Quality": "الجودة",
	"Accounting & Finance": "المحاسبة والمالية",
	"Human Resources": "الموارد البشرية",
	"IT": "تقنية المعلومات",
	"Customer Service": "خدمة العملاء",
	"Legal & Compliance": "الشؤون القانونية والامتثال"
};
var rules = {
	"This field is required": "هذا الحقل مطلوب",
	"Enter a valid e-mail address": "أدخل بريداً إلكترونياً صحيحاً",
	"Enter your phone number": "أدخل رقم هاتفك",
	"Enter a valid phone number": "أدخل رقم هاتف صحيحاً",
	"Choose your country": "اختر دولتك",
	"Choose a country from the list": "اختر دولة من القائمة",
	"Choose a department": "اختر قسماً",
	"Choose a brand from the list": "اختر علامة تجارية من القائمة",
	"Choose a function from the list": "اختر مجالاً من القائمة",
	"Choose CHOCOLATE or SNACKS": "اختر شوكولاتة أو وجبات خفيفة",
	"Choose one of the options": "اختر أحد الخيارات",
	"Choose what your enquiry is about": "اختر موضوع استفسارك",
	"Choose a sales enquiry type": "اختر نوع استفسار المبيعات",
	"At most 10 files": "10 ملفات كحد أقصى"
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
