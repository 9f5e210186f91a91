/// <reference types="@ridebook/vite-config/client-env" />
