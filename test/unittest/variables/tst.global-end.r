7 from BEGIN

