// src/locales/ar/checkout.json
var metaTitle = "الدفع";
var metaDescription = "أكمل طلبك من أوتلت شوب وادفع ببطاقتك بأمان.";
var title = "إتمام الطلب";
var confirmingMetaTitle = "جارٍ تأكيد طلبك";
var confirmingMetaDescription = "يجري تأكيد عملية الدفع.";
var details = "بيانات التوصيل";
var fields = {
	"firstName": "الاسم الأول",
	"lastName": "اسم العائلة",
	"email": "البريد الإلكتروني",
	"phone": "رقم الهاتف",
	"city": "المدينة",
	"address": "العنوان",
	"house": "رقم المنزل أو اسمه",
	"landmark": "أقرب معلم"
};
var chooseCity = "اختر مدينتك";
var cities = {
	"Abu Dhabi": "أبوظبي",
	"Dubai": "دبي",
	"Sharjah": "الشارقة",
	"Ajman": "عجمان",
	"Umm Al-Quwain": "أم القيوين",
	"Fujairah": "الفجيرة",
	"Ras Al Khaimah": "رأس الخيمة",
	"Al-Ain": "العين"
};
var pleaseWait = "يُرجى الانتظار...";
var doNotClose = "يُرجى عدم إغلاق هذه الصفحة حتى يتأكد طلبك.";
var totals = {
	"label": "إجماليات الطلب",
	"items": "المنتجات ({{count}})",
	"itemsPaid": "المنتجات",
	"discount": "الخصم",
	"deliveryFee": "رسوم التوصيل",
	"free": "مجاناً",
	"total": "الإجمالي",
	"totalPaid": "الإجمالي المدفوع",
	"vat": "جميع الأسعار تشمل ضريبة القيمة المضافة 5% (منها {{vat}} ضريبة).",
	"nudge": "يفصلك {{amount}} فقط عن التوصيل المجاني",
	"nudgeReduced": "، أو أضف {{amount}} لتخفض رسوم التوصيل إلى 10 دراهم"
};
var payment = {
	"title": "الدفع بالبطاقة",
	"close": "أغلق نافذة الدفع",
	"loading": "جارٍ تحميل الدفع الآمن...",
	"frame": "دفع آمن بالبطاقة"
};
var coupon = {
	"title": "خصم الجائزة",
	"label": "رمز القسيمة",
	"apply": "تطبيق",
	"checking": "جارٍ التحقق من الرمز...",
	"invalid": "رمز خاطئ أو سبق استخدامه",
	"hint": "استخدم البريد الإلكتروني الذي سجّلت به في موقع الجوائز الترويجي لتحصل على خصومات حصرية.",
	"prizes": {
		"Mobile Phone": "هاتف محمول",
		"GOLD COIN": "عملة ذهبية",
		"2 Movie Ticket": "تذكرتا سينما",
		"1 Free Family pack": "عبوة عائلية مجانية",
		"50% Off on next order": "خصم 50% على الطلب التالي"
	}
};
var waiting = {
	"metaTitle": "يُرجى الانتظار",
	"metaDescription": "يجري إنشاء طلبك.",
	"title": "يُرجى الانتظار...",
	"confirming": "جارٍ تأكيد طلبك",
	"doNotClose": "يُرجى عدم إغلاق هذه النافذة حتى يُنشأ طلبك."
};
var confirmation = {
	"metaTitle": "تم تأكيد الطلب",
	"metaDescription": "تم تأكيد طلبك من أوتلت شوب.",
	"title": "شكراً لك! تم تأكيد طلبك",
	"reference": "مرجع الطلب:",
	"loading": "جارٍ تحميل طلبك...",
	"loadFailed": "تعذّر تحميل تفاصيل الطلب: {{reason}}",
	"line": "{{quantity}} × {{title}} {{weight}}",
	"deliveryTo": "التوصيل إلى {{name}}، {{house}}، {{area}}، {{city}}.",
	"invoice": "تنزيل فاتورتك الضريبية {{number}} (PDF)"
};
var failed = {
	"metaTitle": "فشل الدفع",
	"metaDescription": "لم تكتمل عملية الدفع.",
	"title": "عذراً، فشل الدفع!",
	"text": "لم يُخصم أي مبلغ. سلتك ما زالت هنا إن أردت المحاولة مرة أخرى."
};
var rules = {
	"This field is required": "هذا الحقل مطلوب",
	"Choose your city": "اختر مدينتك",
	"Required": "مطلوب",
	"Enter a valid e-mail": "أدخل بريداً إلكترونياً صحيحاً",
	"Choose one of the listed cities": "اختر إحدى المدن المدرجة",
	"The cart is empty": "السلة فارغة"
};
var checkout_default = {
	metaTitle,
	metaDescription,
	title,
	confirmingMetaTitle,
	confirmingMetaDescription,
	details,
	fields,
	chooseCity,
	cities,
	"continue": "متابعة",
	pleaseWait,
	doNotClose,
	totals,
	payment,
	coupon,
	"return": { "failed": "تعذّر التحقق من الدفع: {{reason}} يُرجى تحديث هذه الصفحة بعد قليل." },
	waiting,
	confirmation,
	failed,
	rules
};
export { chooseCity, cities, confirmation, confirmingMetaDescription, confirmingMetaTitle, coupon, checkout_default as default, details, doNotClose, failed, fields, metaDescription, metaTitle, payment, pleaseWait, rules, title, totals, waiting };
