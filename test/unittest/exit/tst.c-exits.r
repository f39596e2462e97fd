started

