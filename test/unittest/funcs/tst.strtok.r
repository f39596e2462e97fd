[Carrots]
[Barley]
[Oatmeal]
[Beans]

