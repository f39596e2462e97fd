END
from BEGIN

