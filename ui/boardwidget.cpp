#include "boardwidget.h"
